// The mails the server sends, in German: subject, plain text and HTML of each kind
// (docs/decisions/0024-mail-outbox.md). Links point at APP_URL.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** One HTML body for every kind: paragraphs and one link, no images or scripts. */
const html = (paragraphs: string[], link: string, linkText: string, after: string[]) =>
  [
    '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head><body style="font-family:sans-serif">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
    `<p style="color:#555">${escapeHtml('Falls der Link nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:')}<br>${escapeHtml(link)}</p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');

const SIGNATURE = 'Ihr Markenportal';

export const mailMessages = {
  invitation: (brand: string, link: string): MailContent => ({
    subject: `Einladung zu ${brand}`,
    text: `Guten Tag,\n\nSie wurden zu ${brand} im Markenportal eingeladen.\n\nÖffnen Sie diesen Link, um die Einladung anzunehmen:\n${link}\n\nDer Link ist 14 Tage gültig.\n\n${SIGNATURE}`,
    html: html(['Guten Tag,', `Sie wurden zu ${brand} im Markenportal eingeladen.`], link, 'Einladung annehmen', ['Der Link ist 14 Tage gültig.', SIGNATURE]),
  }),
  passwordReset: (link: string): MailContent => ({
    subject: 'Passwort zurücksetzen',
    text: `Guten Tag,\n\nSie haben angefordert, Ihr Passwort im Markenportal zurückzusetzen.\n\nÖffnen Sie diesen Link, um ein neues Passwort festzulegen:\n${link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.\n\n${SIGNATURE}`,
    html: html(['Guten Tag,', 'Sie haben angefordert, Ihr Passwort im Markenportal zurückzusetzen.'], link, 'Neues Passwort festlegen', [
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      SIGNATURE,
    ]),
  }),
  emailConfirmation: (link: string): MailContent => ({
    subject: 'E-Mail-Adresse bestätigen',
    text: `Guten Tag,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse für das Markenportal mit diesem Link:\n${link}\n\n${SIGNATURE}`,
    html: html(['Guten Tag,', 'bitte bestätigen Sie Ihre E-Mail-Adresse für das Markenportal.'], link, 'E-Mail-Adresse bestätigen', [SIGNATURE]),
  }),
  /** What operators read on GET /api/mails. */
  operatorsOnly: 'Nur Operatoren sehen den E-Mail-Versand.',
  badState: 'Unbekannter Zustand: erlaubt sind pending, sending, sent und failed.',
  notFound: 'E-Mail nicht gefunden.',
  notFailed: 'Nur fehlgeschlagene E-Mails können erneut gesendet werden.',
};
