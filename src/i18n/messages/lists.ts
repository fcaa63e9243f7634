// The lists' toolbars (common/ListActions.tsx); react-admin's own labels (saved views, columns) are in raGerman.ts.
export default {
  app: {
    lists: {
      more_actions: 'Weitere Aktionen',
    },
  },
};
