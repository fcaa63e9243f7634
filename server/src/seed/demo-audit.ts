import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { USERS } from './demo-data';

// The demo's audit log (docs/decisions/0035-audit-log.md): the entries the demo's brands and posts
// would have left had people created them through the app. The seed itself writes outside any
// request, which the audit log does not record.

export interface DemoAuditWrite {
  at: Date;
  by: string;
  resource: 'brand' | 'post';
  record: { id: number | string; documentId: string };
  label: string;
  brand: { id: number | string; name: string };
}

const ROLE_OF_DEMO_AUTHOR: Record<string, string> = { 'operator@example.com': 'operator' };

export const seedDemoAuditEntries = async (strapi: Core.Strapi, users: Map<string, { id: number | string }>, writes: DemoAuditWrite[]) => {
  for (const write of writes) {
    const author = USERS.find((u) => u.email === write.by)!;
    await strapi.db.query('api::audit-entry.audit-entry').create({
      data: {
        documentId: randomBytes(12).toString('hex'),
        occurredAt: write.at,
        actorId: Number(users.get(author.key)!.id),
        actorName: `${author.profile.firstName} ${author.profile.lastName} <${author.email}>`,
        actorRole: ROLE_OF_DEMO_AUTHOR[author.email] ?? 'brand_admin',
        brandId: Number(write.brand.id),
        brandName: write.brand.name,
        resource: write.resource,
        recordId: write.record.documentId,
        recordLabel: write.label,
        action: 'create',
        changes: [{ field: write.resource === 'brand' ? 'name' : 'title', before: null, after: write.label }],
      },
    });
  }
};
