type Person = { email?: string; username?: string; profile?: { title?: string | null; firstName?: string | null; lastName?: string | null } | null };

/** "Dr. med. Anna Arendt", or the e-mail address when the profile has no name. */
export const personName = (person?: object | null) => {
  const user = person as Person | null | undefined;
  if (!user) return '';
  const name = [user.profile?.title, user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ');
  return name || user.email || user.username || '';
};
