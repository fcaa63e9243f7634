// The refusals of the request guards (server/src/guards): what a caller sent that is not read.
export const guardMessages = {
  unknownReference: 'Der verknüpfte Eintrag existiert nicht.',
  oneReference: (field: string) => `Bitte verweisen Sie in „${field}“ auf genau einen Eintrag (documentId oder id).`,
  references: (field: string) => `Ungültiger Verweis in „${field}“: bitte eine Liste von Einträgen (documentId oder id).`,
  unknownField: (field: string) => `Ungültiges Feld in der Anfrage: ${field}.`,
  notAnObject: (field: string) => `Ungültige Daten in der Anfrage: ${field}.`,
  notAList: (field: string) => `Ungültige Daten in der Anfrage: ${field} muss eine Liste sein.`,
  foreignFile: 'Sie können nur eigene Bilder verwenden. Bitte laden Sie das Bild hoch.',
  tooDeep: (path: string) => `Die Anfrage ist zu tief verschachtelt: ${path}.`,
  populateFilter: (path: string) => `Ungültiger Parameter in der Anfrage: ${path}.`,
  outsideScope: 'Sie können nur Inhalte der Brands bearbeiten, die Sie verwalten.',
};
