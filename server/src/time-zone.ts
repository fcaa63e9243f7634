import { DEFAULT_TIME_ZONE } from '@markenportal/contract';

// The product's one time zone (docs/decisions/0020-time-policy.md): calendar days of reports and the
// wall-clock times users enter and see are in this zone; instants are stored in UTC.

/** True when Intl knows the IANA zone. */
export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** APP_TIME_ZONE, or Europe/Berlin. An unknown zone stops the start rather than shifting every time. */
export const productTimeZone = (env: NodeJS.ProcessEnv = process.env): string => {
  const configured = env.APP_TIME_ZONE?.trim();
  if (!configured) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(configured)) throw new Error(`APP_TIME_ZONE „${configured}“ ist keine bekannte Zeitzone (z. B. Europe/Berlin).`);
  return configured;
};
