import type { ProfileTarget } from '@markenportal/contract';
import { personName } from '../../common/personName';

/** A contact (doctor or PTA) as GET /api/users answers for the `contacts` resource. */
export interface Contact {
  id: number;
  email?: string;
  username?: string;
  createdAt?: string;
  image?: { url?: string } | null;
  profile?: {
    target?: ProfileTarget | null;
    salutation?: string | null;
    title?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    phone?: string | null;
    practice?: string | null;
    street?: string | null;
    zip?: string | null;
    city?: string | null;
  } | null;
}

/** "Dr. Anna Arendt" (falls back to the e-mail address). */
export const contactName = (contact: Contact) => personName(contact);

/** The catalog key of 'Ärztin/Arzt' or 'PTA', or null when the target is not set. */
export const targetLabel = (target?: string | null) => (target === 'representative' || target === 'pta' ? `app.users.target.${target}` : null);

/** "50667 Köln" */
export const zipCity = (contact: Contact) => [contact.profile?.zip, contact.profile?.city].filter(Boolean).join(' ');

/** A phone number as a tel: link (digits and a leading plus only). */
export const telHref = (phone: string) => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;

/** Search of the contact list: every word must appear in the name, the practice or the city. */
export const matchesSearch = (contact: Contact, query: string) => {
  const haystack = [contactName(contact), contact.profile?.practice, contact.profile?.city].filter(Boolean).join(' ').toLocaleLowerCase('de');
  return query
    .toLocaleLowerCase('de')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

/** By last name, then first name, the German way. */
export const compareContacts = (a: Contact, b: Contact) =>
  (a.profile?.lastName ?? contactName(a)).localeCompare(b.profile?.lastName ?? contactName(b), 'de') ||
  (a.profile?.firstName ?? '').localeCompare(b.profile?.firstName ?? '', 'de');

/** Newest first (the newest contacts of the start page); the user's creation stands in for the connection date. */
export const newestFirst = (a: Contact, b: Contact) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id;
