// German answers of the reference tables (Lizenzen, Add-ons, Fachrichtungen); shown to users as they are.
export const referenceTableMessages = {
  nameRequired: 'Bitte geben Sie einen Namen ein.',
  licenseInUse: (name: string) => `Die Lizenz „${name}“ ist noch Brands zugeordnet und kann nicht gelöscht werden.`,
  addonInUse: (name: string) => `Das Add-on „${name}“ ist noch Brands zugeordnet und kann nicht gelöscht werden.`,
  specializationInUse: (name: string) => `Die Fachrichtung „${name}“ wird noch in Beiträgen oder Veranstaltungen verwendet und kann nicht gelöscht werden.`,
};
