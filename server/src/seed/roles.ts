import type { Core } from '@strapi/strapi';
import { ROLE_TYPES } from '../access/roles';
import { ROLE_NAMES, ROLE_PERMISSIONS } from './permissions';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';

/** Creates the seven roles and makes their permissions exactly the table's; a rerun changes nothing. */
export const syncRoles = async (strapi: Core.Strapi) => {
  for (const type of ROLE_TYPES) {
    let role = await strapi.db.query(ROLE_UID).findOne({ where: { type } });
    if (!role) {
      role = await strapi.db.query(ROLE_UID).create({
        data: { type, name: ROLE_NAMES[type], description: ROLE_NAMES[type] },
      });
    }
    const wanted = new Set(ROLE_PERMISSIONS[type]);
    const existing: { id: number; action: string }[] = await strapi.db.query(PERMISSION_UID).findMany({ where: { role: role.id }, select: ['id', 'action'] });
    const have = new Set(existing.map((p) => p.action));
    const stale = existing.filter((p) => !wanted.has(p.action)).map((p) => p.id);
    if (stale.length) await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: stale } } });
    for (const action of wanted) {
      if (!have.has(action)) await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } });
    }
  }
};
