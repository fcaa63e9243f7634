// What invitees and inviting brand admins read (docs/decisions/0005-invitations.md).
import { FIELD_MESSAGES } from '@markenportal/contract';

export const invitationMessages = {
  email: FIELD_MESSAGES.invalidEmail,
  role: 'Bitte wählen Sie eine Rolle: Brand-Admin, Brand-Betrachter oder Außendienst.',
  unknown: 'Diese Einladung ist ungültig.',
  used: 'Diese Einladung wurde bereits verwendet.',
  expired: 'Diese Einladung ist abgelaufen. Bitte lassen Sie sich erneut einladen.',
  otherEmail: 'Diese Einladung gilt für eine andere E-Mail-Adresse.',
};
