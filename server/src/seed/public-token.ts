import type { Core } from '@strapi/strapi';
import { PUBLIC_TOKEN_PERMISSIONS } from './permissions';

const TOKEN_UID = 'admin::api-token';
const TOKEN_PERMISSION_UID = 'admin::api-token-permission';
const NAME = 'public-access';

/**
 * The fixed read-only token of the spec's "The calls it makes" for the public pages (link preview, register-add-brand).
 * Its key comes from configuration so the web app can carry it; its permissions are the table's.
 */
export const syncPublicAccessToken = async (strapi: Core.Strapi) => {
  const key: string = strapi.config.get('public-access.token');
  const hashed = strapi.service('admin::api-token').hash(key);
  let token = await strapi.db.query(TOKEN_UID).findOne({ where: { name: NAME }, populate: ['permissions'] });
  if (!token) {
    token = await strapi.db.query(TOKEN_UID).create({
      data: {
        name: NAME,
        description: 'Öffentlicher Lesezugriff für Link-Vorschau und Registrierung',
        type: 'custom',
        kind: 'content-api',
        accessKey: hashed,
        encryptedKey: strapi.service('admin::encryption').encrypt(key),
        lifespan: null,
        expiresAt: null,
      },
      populate: ['permissions'],
    });
  } else if (token.accessKey !== hashed) {
    await strapi.db.query(TOKEN_UID).update({
      where: { id: token.id },
      data: { accessKey: hashed, encryptedKey: strapi.service('admin::encryption').encrypt(key) },
    });
  }
  const have: { id: number; action: string }[] = token.permissions ?? [];
  for (const p of have.filter((p) => !PUBLIC_TOKEN_PERMISSIONS.includes(p.action))) {
    await strapi.db.query(TOKEN_PERMISSION_UID).delete({ where: { id: p.id } });
  }
  for (const action of PUBLIC_TOKEN_PERMISSIONS.filter((a) => !have.some((p) => p.action === a))) {
    await strapi.db.query(TOKEN_PERMISSION_UID).create({ data: { action, token: token.id } });
  }
};
