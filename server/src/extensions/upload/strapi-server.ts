import { ownUpload, relatedForOperators } from '../../guards/uploads';
import { guardRoutes, type GuardedRoute } from '../../guards/routes';

type FileSchema = { schema: { attributes: Record<string, unknown> } };

/** The guards of the upload plugin's content-API routes, by handler (guards/uploads.ts). */
export const UPLOAD_ROUTE_GUARDS = {
  'content-api.upload': [ownUpload],
  'content-api.find': [relatedForOperators],
  'content-api.findOne': [relatedForOperators],
};

export default (plugin: { routes: Record<string, { routes: GuardedRoute[] }>; contentTypes: Record<string, FileSchema> }) => {
  // Who uploaded a file: private, never in an answer, never written through the API.
  plugin.contentTypes.file.schema.attributes.ownerId = { type: 'integer', private: true, configurable: false };
  guardRoutes(plugin.routes['content-api'].routes, UPLOAD_ROUTE_GUARDS);
  return plugin;
};
