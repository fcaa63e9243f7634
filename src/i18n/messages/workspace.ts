// The sales rep's workspace (shared texts; each page has its own file).
export default {
  resources: {
    contacts: { name: 'Kontakt |||| Kontakte' },
  },
  app: {
    workspace: {
      /** Accessible name of a menu item with unread messages. */
      unread_label: '%{label}, %{count} ungelesen',
      restored: 'Die Verbindung ist wieder da.',
    },
  },
};
