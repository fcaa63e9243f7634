// The server's German answers, shown to users as they are; one file per area beside this one.
export const messages = {
  forbidden: 'Keine Berechtigung für diese Aktion.',
  bodyWithId: 'Die Anfrage darf weder „id“ noch „documentId“ enthalten.',
  ownRole: 'Sie können Ihre eigene Rolle nicht ändern.',
  roleOnlyOperator: 'Nur Operatoren können Rollen ändern.',
  ownBrands: 'Sie können Ihre eigenen Rollen und Brands nicht ändern.',
  otherBrand: 'Sie können nur Zuordnungen der Brands ändern, die Sie verwalten.',
  fieldNotWritable: (fields: string) => `Diese Felder können hier nicht geändert werden: ${fields}.`,
  deleteSelf: 'Sie können Ihr eigenes Konto nicht löschen.',
  userNotFound: 'Nutzer nicht gefunden.',
  notFound: 'Nicht gefunden.',
  invalidId: 'Ungültige ID',
  brandRequired: 'Bitte wählen Sie eine Brand.',
  otherBrandContent: 'Sie können nur Inhalte der Brands bearbeiten, die Sie verwalten.',
};
