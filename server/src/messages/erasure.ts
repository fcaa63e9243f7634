// The answers of the erasure on request (DSGVO Art. 17; docs/decisions/0034-erasure.md).

export const erasureMessages = {
  operatorsOnly: 'Nur Operatoren können Konten löschen.',
  notSelf: 'Sie können Ihr eigenes Konto hier nicht löschen. Bitte beantragen Sie die Löschung unter „Mein Profil“.',
  lastBrandAdmin: (brands: string) =>
    `Dieses Konto ist der letzte Brand-Admin von ${brands}. Bitte benennen Sie zuerst einen weiteren Brand-Admin, dann kann das Konto gelöscht werden.`,
  /** What stays of an erased person where the record must stay (booking history, audit entries, mails to others). */
  pseudonym: (tag: string) => `Gelöschte Person ${tag}`,
};
