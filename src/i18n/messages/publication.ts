// Publishing posts and events (docs/decisions/0023-one-publication-state.md): what both share.
export default {
  app: {
    publication: {
      changed: 'Geändert, nicht veröffentlicht',
      save_first: 'Bitte speichern Sie Ihre Änderungen, bevor Sie veröffentlichen.',
      plan_replaced: 'Die geplante Veröffentlichung am %{date} um %{time} Uhr entfällt.',
      remove_plan: 'Die geplante Veröffentlichung am %{date} um %{time} Uhr entfernen',
      delete_removes_plan: 'Die geplante Veröffentlichung am %{date} um %{time} Uhr wird ebenfalls entfernt.',
    },
  },
};
