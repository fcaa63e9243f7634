// The fixed public-access token the web app sends from its public pages. The development default
// matches the web app's (vite.config.ts); production sets PUBLIC_ACCESS_TOKEN for both.
export default ({ env }) => ({
  token: env('PUBLIC_ACCESS_TOKEN', 'markenportal-public-access-dev-token'),
  appUrl: env('APP_URL', 'http://localhost:5173'),
});
