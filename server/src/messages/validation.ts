// Strapi's validation answers are English; users and API callers read German. Known patterns are
// translated, anything else English gets a general German sentence.
import { FIELD_MESSAGES } from '@markenportal/contract';

/** A query parameter the caller may not use (Strapi's "Invalid key", and our own refusals). */
export const invalidParameter = (key: string) => `Ungültiger Parameter in der Anfrage: ${key}.`;

// The texts users read at a field. The web app shows them as they are: this is the one translation.
const FIELD: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/must be at most (\d+) characters/i, (m) => `Höchstens ${m[1]} Zeichen`],
  [/must be at least (\d+) characters/i, (m) => `Mindestens ${m[1]} Zeichen`],
  [/must be a `?(number|integer)`? type|must be a number|must be an integer/i, () => 'Bitte geben Sie eine Zahl ein'],
  [/must be a `?boolean`? type/i, () => 'Bitte wählen Sie ja oder nein'],
  [/must be a `?(date|datetime)`? type|must be a valid date/i, () => 'Bitte geben Sie ein gültiges Datum ein'],
  [/must be a `?string`? type/i, () => 'Bitte geben Sie einen Text ein'],
  [/must be a valid email/i, () => 'Ungültige E-Mail-Adresse'],
  [/must be one of the following values/i, () => 'Ungültige Auswahl'],
  [/must match the following/i, () => 'Ungültiges Format'],
  [/must be greater than or equal to (-?[\d.]+)/i, (m) => `Mindestens ${m[1]}`],
  [/must be less than or equal to (-?[\d.]+)/i, (m) => `Höchstens ${m[1]}`],
  [/must be unique|already taken|already exists/i, () => 'Dieser Wert ist bereits vergeben'],
  [/required|must be defined|cannot be null|must not be empty/i, () => 'Pflichtfeld'],
  [/do not exist/i, () => 'Der verknüpfte Eintrag existiert nicht'],
];

const MESSAGE: [RegExp, (m: RegExpMatchArray) => string][] = [
  // users-permissions (sign-in, registration, password reset): the app's catalog texts.
  [/invalid identifier or password/i, () => 'E-Mail-Adresse oder Passwort ist falsch.'],
  [/blocked/i, () => 'Ihr Konto ist gesperrt.'],
  [/not confirmed/i, () => 'Ihr Konto ist noch nicht bestätigt.'],
  [/incorrect code provided/i, () => 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.'],
  [/passwords do not match/i, () => 'Die Passwörter stimmen nicht überein.'],
  [/email or username are already taken|email already taken|username already taken/i, () => 'Diese E-Mail-Adresse ist bereits registriert.'],
  [/^Invalid key (\S+)/, (m) => invalidParameter(m[1])],
  [/convertStartQueryParams|convertLimitQueryParams|positive integer/i, () => 'Ungültige Seiten- oder Mengenangabe.'],
  [/Invalid status/i, () => 'Ungültiger Status in der Anfrage.'],
  [/Missing "data" payload/i, () => 'Die Anfrage enthält keine Daten („data“ fehlt).'],
  [/Invalid relations/i, () => 'Der verknüpfte Eintrag existiert nicht.'],
  [/Invalid (payload|body)|Unexpected token|JSON/i, () => 'Die Anfrage ist kein gültiges JSON.'],
];

/** German text for a German or English message (German passes unchanged). */
export const looksGerman = (text: string) => /[äöüÄÖÜß]|\b(nicht|Sie|Ihr|keine|bitte|der|die|das|bereits|ungültig|ist|oder|und|eine?)\b/i.test(text);

export const germanFieldMessage = (message = ''): string => {
  if (looksGerman(message)) return message;
  for (const [pattern, german] of FIELD) {
    const match = message.match(pattern);
    if (match) return german(match);
  }
  return 'Dieser Wert ist ungültig.';
};

export const germanMessage = (message = '', hasFieldErrors = false): string => {
  if (looksGerman(message)) return message;
  for (const [pattern, german] of MESSAGE) {
    const match = message.match(pattern);
    if (match) return german(match);
  }
  if (hasFieldErrors) return FIELD_MESSAGES.checkFields;
  return 'Die Anfrage ist ungültig.';
};
