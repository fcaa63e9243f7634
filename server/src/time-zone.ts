/** The product's time zone: dates in exports and reports are its calendar days and clock times. */
export const productTimeZone = () => process.env.APP_TIME_ZONE || 'Europe/Berlin';
