export default {
  app: {
    sales_home: {
      posts: 'Neueste Beiträge',
      posts_empty: 'Ihre Brand hat noch keine Beiträge veröffentlicht.',
      posts_error: 'Die Beiträge konnten nicht geladen werden.',
      chats: 'Ungelesene Chats',
      chats_empty: 'Keine ungelesenen Nachrichten.',
      chats_error: 'Die Chats konnten nicht geladen werden.',
      contacts: 'Neueste Kontakte',
      contacts_empty: 'Noch keine Kontakte.',
      contacts_error: 'Die Kontakte konnten nicht geladen werden.',
      show_all: 'Alle anzeigen',
      published: 'Veröffentlicht am %{date}',
    },
  },
};
