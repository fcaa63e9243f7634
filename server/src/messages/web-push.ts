// What a caller of /api/web-push reads, and the German texts of the notifications themselves.
export const webPushMessages = {
  endpointRequired: 'Bitte geben Sie die Adresse des Push-Dienstes an (endpoint).',
  endpointTooLong: (max: number) => `Die Adresse des Push-Dienstes ist zu lang (höchstens ${max} Zeichen).`,
  endpointNotPushService: 'Diese Adresse gehört zu keinem bekannten Push-Dienst eines Browsers.',
  keyInvalid: 'Der öffentliche Schlüssel des Geräts (keys.p256dh) ist ungültig.',
  authInvalid: 'Das Geheimnis des Geräts (keys.auth) ist ungültig.',
  notFound: 'Dieses Gerät ist für Ihr Konto nicht für Benachrichtigungen angemeldet.',
  endpointTaken: 'Dieses Gerät ist bereits für ein anderes Konto für Benachrichtigungen angemeldet.',
  /** Start check: half a key pair in the environment. */
  halfKeyPair:
    'VAPID_PUBLIC_KEY und VAPID_PRIVATE_KEY müssen beide gesetzt sein (oder beide fehlen: dann wird ein Schlüsselpaar erzeugt und in der Datenbank gehalten).',
  insecureInProduction: 'WEB_PUSH_ALLOW_INSECURE_ENDPOINTS ist nur für Tests: in Produktion (NODE_ENV=production) startet der Server damit nicht.',
};

/** The notifications' texts: who wrote, which brand posted. */
export const webPushTexts = {
  /** A chat message whose sender has no name at all. */
  unnamedSender: 'Neue Nachricht',
  /** A post whose brand has no name. */
  unnamedBrand: 'Neuer Beitrag',
};
