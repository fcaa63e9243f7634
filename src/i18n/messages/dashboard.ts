export default {
  app: {
    dashboard: {
      title: 'Kennzahlen',
      title_brand: 'Kennzahlen für %{brand}',
      error: 'Die Kennzahlen konnten nicht geladen werden.',
      figures: {
        livePosts: 'Live-Beiträge',
        scheduledPosts: 'Geplante Beiträge',
        draftPosts: 'Entwürfe',
        upcomingEvents: 'Kommende Veranstaltungen',
        salesUsers: 'Außendienst',
        favorites: 'Favoriten',
      },
    },
  },
};
