import type { Core } from '@strapi/strapi';
import { ownUpload, relatedForOperators } from './guards';
import { guardRoutes, type GuardedRoute } from '../../guards/routes';
import { rateLimited } from '../../guards/rate-limits';
import { storeWithHeaders, withVerifiedImages } from './verified-images';

type FileSchema = { schema: { attributes: Record<string, unknown> } };
type ServiceFactory = (deps: { strapi: Core.Strapi }) => Parameters<typeof withVerifiedImages>[0];
type UploadPlugin = {
  routes: Record<string, { routes: GuardedRoute[] }>;
  contentTypes: Record<string, FileSchema>;
  services: Record<string, ServiceFactory>;
  register: (deps: { strapi: Core.Strapi }) => Promise<void>;
};

/** The guards of the upload plugin's content-API routes, by handler (extensions/upload/guards.ts); uploads are counted per account (guards/rate-limits.ts). */
export const UPLOAD_ROUTE_GUARDS = {
  'content-api.upload': [rateLimited('upload', 'uploadBytes'), ownUpload],
  'content-api.find': [relatedForOperators],
  'content-api.findOne': [relatedForOperators],
};

export default (plugin: UploadPlugin) => {
  // Who uploaded a file: private, never in an answer, never written through the API.
  plugin.contentTypes.file.schema.attributes.ownerId = { type: 'integer', private: true, configurable: false };
  guardRoutes(plugin.routes['content-api'].routes, UPLOAD_ROUTE_GUARDS);
  // Only images that decode are stored, under the type they decode as (verified-images.ts).
  const uploadService = plugin.services.upload;
  plugin.services.upload = (deps) => withVerifiedImages(uploadService(deps));
  // In a bucket, each object keeps the type and disposition our server would serve it with.
  const register = plugin.register;
  plugin.register = async (deps) => {
    await register(deps);
    if (deps.strapi.config.get('plugin::upload.provider') === 'aws-s3') storeWithHeaders(deps.strapi.plugin('upload').provider);
  };
  return plugin;
};
