export default {
  app: {
    change_brand: {
      title: 'Brand wechseln',
      intro: 'Wählen Sie, für welche Brand Sie arbeiten. Menü und Inhalte richten sich nach Ihrer Rolle in dieser Brand.',
      current: 'Aktuell',
      switched: 'Sie arbeiten jetzt für %{name}.',
    },
  },
};
