/** "Dr. Anna Arendt", else the username or e-mail: how people are named to each other. */
export const personName = (user: {
  username?: string | null;
  email?: string | null;
  profile?: { title?: string | null; firstName?: string | null; lastName?: string | null } | null;
}) => [user.profile?.title, user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ') || user.username || user.email || '';
