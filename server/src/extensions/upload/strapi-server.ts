import { ownUpload, relatedForOperators } from '../../guards/uploads';
import { guardRoutes, type GuardedRoute } from '../../guards/routes';
import { rateLimited } from '../../guards/rate-limits';

type FileSchema = { schema: { attributes: Record<string, unknown> } };

/** The guards of the upload plugin's content-API routes, by handler (guards/uploads.ts); uploads are counted per account (guards/rate-limits.ts). */
export const UPLOAD_ROUTE_GUARDS = {
  'content-api.upload': [rateLimited('upload'), ownUpload],
  'content-api.find': [relatedForOperators],
  'content-api.findOne': [relatedForOperators],
};

export default (plugin: { routes: Record<string, { routes: GuardedRoute[] }>; contentTypes: Record<string, FileSchema> }) => {
  // Who uploaded a file: private, never in an answer, never written through the API.
  plugin.contentTypes.file.schema.attributes.ownerId = { type: 'integer', private: true, configurable: false };
  guardRoutes(plugin.routes['content-api'].routes, UPLOAD_ROUTE_GUARDS);
  return plugin;
};
