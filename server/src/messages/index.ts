// The server's German answers, shown to users as they are; one file per area beside this one. Field
// messages the web app states too are the contract's (FIELD_MESSAGES).
import { FIELD_MESSAGES } from '@markenportal/contract';
import { exportMessages } from './exports';
import { rateLimitMessages } from './rate-limits';

export const messages = {
  forbidden: 'Keine Berechtigung für diese Aktion.',
  bodyWithId: 'Die Anfrage darf weder „id“ noch „documentId“ enthalten.',
  ownRole: 'Sie können Ihre eigene Rolle nicht ändern.',
  roleOnlyOperator: 'Nur Operatoren können Rollen ändern.',
  ownBrands: 'Sie können Ihre eigenen Rollen und Brands nicht ändern.',
  otherBrand: 'Sie können nur Zuordnungen der Brands ändern, die Sie verwalten.',
  fieldNotWritable: (fields: string) => `Diese Felder können hier nicht geändert werden: ${fields}.`,
  lastBrandAdmin: 'Der letzte Brand-Admin einer Brand kann weder entfernt noch herabgestuft werden.',
  currentPasswordWrong: 'Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
  emailInvited: 'Für diese E-Mail-Adresse liegt eine offene Einladung vor. Bitte nehmen Sie die Einladung über ihren Link an.',
  emailTooLong: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.',
  emailDomain: 'Die Domain der E-Mail-Adresse ist ungültig.',
  emailLookAlike: 'Diese E-Mail-Adresse ist einer bestehenden zum Verwechseln ähnlich. Bitte prüfen Sie die Schreibweise.',
  usernameLooksLikeAddress: 'Der Benutzername darf keine E-Mail-Adresse sein, außer Ihrer eigenen.',
  staffOnlyByOperators: 'Konten von Operatoren und Mitarbeitern ändern nur Operatoren.',
  deleteSelf: 'Sie können Ihr eigenes Konto nicht löschen.',
  userNotFound: 'Nutzer nicht gefunden.',
  notFound: 'Nicht gefunden.',
  databaseUnavailable: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.',
  invalidId: FIELD_MESSAGES.invalidId,
  brandRequired: 'Bitte wählen Sie eine Brand.',
  otherBrandContent: 'Sie können nur Inhalte der Brands bearbeiten, die Sie verwalten.',
  oneTarget: 'Bitte wählen Sie hier genau einen Eintrag.',
  oneRolePerBrand: 'Jede Brand kann nur einmal mit einer Rolle zugeordnet werden.',
  sharedAccount: 'Dieses Konto gehört auch zu Brands, die Sie nicht verwalten: Profil und Status ändern dort nur deren Admins.',
  titleRequired: 'Bitte geben Sie einen Titel ein.',
  badFilter: (path: string) => `Ungültiger Filter in der Anfrage: ${path}.`,
  favorites: {
    otherUser: 'Sie können nur Ihre eigenen Favoriten ändern.',
    // Only a brand whose posts the user reads (access/post-readers.ts): its posts are what a favorite notifies of.
    unreadableBrand: 'Die Beiträge dieser Brand sind für Sie nicht freigegeben. Sie können sie nicht als Favorit wählen.',
  },
  links: { unknown: 'Dieser Link ist ungültig oder abgelaufen.', ownLink: 'Das ist Ihr eigener Link.' },
  schedule: {
    onlyPosts: 'Nur Beiträge können zeitgesteuert veröffentlicht werden.',
    mode: 'Bitte wählen Sie „publish“ oder „unpublish“.',
    dateRequired: FIELD_MESSAGES.scheduleDateRequired,
    pastDate: FIELD_MESSAGES.schedulePastDate,
    duplicate: 'Für diesen Beitrag ist bereits eine Veröffentlichung geplant.',
    notFound: 'Geplante Veröffentlichung nicht gefunden.',
  },
  exports: exportMessages,
  rateLimits: rateLimitMessages,
};
