// The answer to a request over its rate limit (guards/rate-limits.ts): when to try again.
const wait = (seconds: number) => {
  if (seconds < 120) return seconds === 1 ? '1 Sekunde' : `${seconds} Sekunden`;
  return `${Math.ceil(seconds / 60)} Minuten`;
};

export const rateLimitMessages = {
  tooMany: (seconds: number) => `Zu viele Anfragen. Bitte versuchen Sie es in ${wait(seconds)} erneut.`,
  // The same for every name signed in with, known or not: it tells nobody who has an account.
  signInPaused: (seconds: number) => `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${wait(seconds)} erneut.`,
};
