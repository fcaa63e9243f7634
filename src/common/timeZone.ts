import { runtimeConfig } from '../providers/runtimeConfig';

/** The product's time zone (Europe/Berlin unless the server says otherwise): every date is read and written in it. */
export const productTimeZone = () => (runtimeConfig() as { timeZone?: string }).timeZone ?? 'Europe/Berlin';
