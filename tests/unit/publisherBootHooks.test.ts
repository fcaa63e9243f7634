import { describe, expect, it } from 'vitest';
import publisherExtension from '../../server/src/extensions/publisher/strapi-server';

// The soak test (bench/soak.mjs) restarted an instance after a scheduled time had passed: the
// plugin's boot pass published the post before the app's bootstrap had set the publication hooks,
// so it was published without its log entry and without the favoriters' pushes. The hooks must be
// in the plugin's config when its bootstrap (which starts the boot pass) runs.
type Extension = Parameters<typeof publisherExtension>[0];

const fakeStrapi = () => {
  const config = new Map<string, unknown>([['server.cron.enabled', true]]);
  return {
    config: {
      get: (key: string, fallback?: unknown) => (config.has(key) ? config.get(key) : fallback),
      set: (key: string, value: unknown) => config.set(key, value),
    },
    log: { info: () => undefined, warn: () => undefined },
  };
};

describe('the publisher plugin’s boot', () => {
  it('finds the publication hooks in its config when its own bootstrap starts, with and without CRON_ENABLED', async () => {
    for (const cron of [true, false]) {
      const strapi = fakeStrapi();
      strapi.config.set('server.cron.enabled', cron);
      let hooksAtBoot: unknown = 'not booted';
      const plugin = publisherExtension({
        routes: { 'content-api': { routes: [] } },
        services: { publicationService: () => ({ toggle: async () => undefined }), action: () => ({ scheduleCronJob: () => undefined }) },
        bootstrap: () => {
          hooksAtBoot = (strapi.config.get('plugin::publisher.hooks') as Record<string, unknown> | undefined)?.afterPublish;
        },
      } as unknown as Extension);
      await plugin.bootstrap?.({ strapi } as never);
      if (cron) expect(hooksAtBoot).toEqual(expect.any(Function));
      expect((strapi.config.get('plugin::publisher.hooks') as Record<string, unknown>).afterPublish).toEqual(expect.any(Function));
      await plugin.destroy?.({ strapi } as never);
    }
  });
});
