import type { AppRuntimeConfig } from '@markenportal/contract';

// What the web app reads at run time (window.__MARKENPORTAL__): no setting is baked into its build.

interface WebAppSettings {
  realtime?: string;
  firebase?: AppRuntimeConfig['firebase'];
}

export const appRuntimeConfig = (publicAccessToken: string, settings: WebAppSettings, timeZone: string): AppRuntimeConfig =>
  settings.realtime?.trim().toLowerCase() === 'firebase'
    ? { publicAccessToken, realtime: 'firebase', firebase: settings.firebase, timeZone }
    : { publicAccessToken, realtime: 'server', timeZone };

/** The script the app's index.html loads before its own code (a file, not inline: the CSP allows no inline script). */
export const appConfigScript = (config: AppRuntimeConfig) => `window.__MARKENPORTAL__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`;
