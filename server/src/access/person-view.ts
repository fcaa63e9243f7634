// What a caller sees of a person populated into an answer (an invitation's `invitedBy`, a link's
// `salesUser`, a chat's `participants`, a message's `sender`, a favorite's `user`, users'
// `contacts`): all of it, or the name at most.

export type PersonRecord = Record<string, unknown> & { id?: unknown; username?: unknown; profile?: unknown };

/**
 * In full: the platform's staff see everyone; everyone else sees themselves and the people they
 * read in the user list (access/user-scope.ts), except staff accounts (an operator, an employee),
 * whose address, role and account state are no business of a brand's.
 */
export const seesPersonInFull = (who: { callerIsStaff: boolean; isCaller: boolean; inReadScope: boolean; personIsStaff: boolean }) =>
  who.callerIsStaff || who.isCaller || (who.inReadScope && !who.personIsStaff);

const NAME_PARTS = ['salutation', 'title', 'firstName', 'lastName'];

/** The name only: the ids that reference the person, the name parts of the profile, and a username that is no address. */
export const nameOnly = (person: PersonRecord): PersonRecord => {
  const view: PersonRecord = {};
  if (person.id !== undefined) view.id = person.id;
  if (person.documentId !== undefined) view.documentId = person.documentId;
  if (typeof person.username === 'string' && !person.username.includes('@')) view.username = person.username;
  if (person.profile && typeof person.profile === 'object') {
    const profile = person.profile as Record<string, unknown>;
    view.profile = Object.fromEntries(NAME_PARTS.filter((k) => k in profile).map((k) => [k, profile[k]]));
  }
  return view;
};
