export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    // Development defaults; production sets APP_KEYS.
    keys: env.array('APP_KEYS', ['markenportalDevKeyA', 'markenportalDevKeyB']),
  },
  url: env('PUBLIC_URL', ''),
  // strapi-plugin-publisher schedules its actions as cron jobs.
  cron: { enabled: env.bool('CRON_ENABLED', true) },
});
