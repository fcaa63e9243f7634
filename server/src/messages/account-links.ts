// The answers to the links of the account mails (extensions/users-permissions/account-link-guards.ts).
export const accountLinkMessages = {
  resetExpired: 'Der Link zum Zurücksetzen ist abgelaufen. Bitte fordern Sie einen neuen an.',
  // As users-permissions' "Incorrect code provided" reads in German (messages/validation.ts).
  resetInvalid: 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen.',
  confirmationExpired: 'Der Bestätigungslink ist abgelaufen. Bitte fordern Sie einen neuen an.',
};
