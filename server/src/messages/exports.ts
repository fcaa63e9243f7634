// The German column names and file names of the list exports (CSV for German Excel).
export const exportMessages = {
  posts: ['Titel', 'Art', 'Status', 'Veröffentlicht am', 'Geplant für', 'Geändert am'],
  postsFile: 'Beiträge',
};
