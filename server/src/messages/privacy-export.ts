// The German texts of a person's data export (DSGVO Art. 15 and 20, docs/decisions/0033-export-personal-data.md):
// the archive's file names, what the README says about each file, and the refusals of the export routes.
export const privacyExportMessages = {
  /** The archive's name before the date: Meine_Daten_28.11.2026.zip. */
  archive: 'Meine_Daten',
  readme: {
    file: 'README.txt',
    title: 'Ihre Daten im Markenportal',
    intro: (createdAt: string) =>
      [
        `Dieses Archiv enthält die Daten, die das Markenportal über Ihr Konto gespeichert hat (Stand: ${createdAt}).`,
        'Sie erhalten es nach Art. 15 (Auskunft) und Art. 20 (Datenübertragbarkeit) DSGVO.',
        'Jede Datei ist eine JSON-Datei (UTF-8), die jedes Tabellen- oder Textprogramm öffnen kann. Zeitangaben sind UTC im Format ISO 8601.',
      ].join('\n'),
    lists: (cap: string) =>
      `Listen stehen unter "items". Steht dort "complete": false, war die Liste länger als ${cap} Einträge; die übrigen erhalten Sie auf Anfrage beim Betreiber.`,
    files: 'Die Dateien:',
    left_out: [
      'Nicht enthalten sind:',
      '- Geheimnisse: Ihr Passwort (auch nicht verschlüsselt), Anmelde- und Rücksetz-Token, Einladungscodes und die Schlüssel Ihrer Geräte. Geräte-Token sind nur gekürzt genannt.',
      '- Daten anderer Personen: Von Ihren Gesprächspartnern und Kontakten steht nur der Name da; ihre Nachrichten an Sie stehen ohne Text (Zeitpunkt und wann Sie sie gelesen haben). Den Verlauf sehen Sie weiterhin im Chat. Von Einladungen, die Sie verschickt haben, fehlt die Adresse der eingeladenen Person.',
      '- Kurzlebige technische Daten: Zustellaufträge für Benachrichtigungen und Live-Ereignisse, die nach kurzer Zeit gelöscht werden.',
      '- Ihre hochgeladenen Dateien selbst: "dateien.json" nennt für jede Datei die Adresse, unter der Sie sie herunterladen können.',
    ].join('\n'),
  },
  /** Each file of the archive with what it holds (the README's list, in this order). */
  sections: {
    account: { file: 'konto.json', about: 'Ihr Konto: Kennung, E-Mail-Adresse, Benutzername, Rolle, Status, Anlage- und Änderungszeit.' },
    profile: { file: 'profil.json', about: 'Ihr Profil: Anrede, Titel, Name, Telefon, Praxis, Adresse, Zielgruppe und Ihr Profilbild.' },
    brands: { file: 'marken-und-rollen.json', about: 'Die Brands, denen Sie zugeordnet sind, Ihre aktuelle Brand und Ihre Rolle je Brand.' },
    favorites: { file: 'favoriten.json', about: 'Die Brands, die Sie als Favorit markiert haben.' },
    devices: {
      file: 'geraete.json',
      about:
        'Ihre Geräte für Benachrichtigungen: das Token der mobilen App (gekürzt) und die Browser mit Web Push (Dienst, angemeldet seit, zuletzt genutzt; ohne Schlüssel).',
    },
    contacts: { file: 'kontakte.json', about: 'Ihre Kontakte (über einen Link verbundene Personen), nur mit Namen.' },
    chats: { file: 'chats.json', about: 'Ihre Chats: mit wem (Name), seit wann, letzte Nachricht.' },
    messages: {
      file: 'nachrichten.json',
      about: 'Die Nachrichten Ihrer Chats: Ihre eigenen mit Text; die Ihres Gegenübers ohne Text, mit Zeitpunkt und wann Sie sie gelesen haben.',
    },
    invitations: {
      file: 'einladungen.json',
      about: 'Einladungen an Ihre E-Mail-Adresse und Einladungen, die Sie verschickt haben: Brand, Rolle, Zeitpunkte (ohne Codes).',
    },
    links: { file: 'links.json', about: 'Ihre Einladungslinks als Außendienst: der Link und seine Brand.' },
    uploads: { file: 'dateien.json', about: 'Die Dateien, die Sie hochgeladen haben: Name, Typ, Größe (in KB), Zeitpunkt und Adresse.' },
    mails: {
      file: 'e-mails.json',
      about: 'Die E-Mails, die das Markenportal an Sie verschickt hat: Art, Betreff, Status, Zeitpunkte (ohne Inhalt, der Links zum Anmelden enthalten kann).',
    },
    signIns: { file: 'anmeldungen.json', about: 'Wann Sie sich zuletzt angemeldet haben und wann Ihr Passwort oder Ihr Zugang zuletzt geändert wurde.' },
    audit: { file: 'protokoll.json', about: 'Die Einträge des Protokolls, die Ihr Konto betreffen oder die Sie ausgelöst haben.' },
    consents: {
      file: 'einwilligungen.json',
      about:
        'Ihre Einwilligungen beim Verbinden über einen Link ("given": an wen, Brand, Fassung des Textes, erteilt und widerrufen am) und als Außendienst die Einwilligungen, die Ihnen erteilt wurden ("received", mit dem Namen der Person).',
    },
  },
  noParameters: 'Diese Anfrage nimmt keine Parameter an: Sie erhalten immer Ihre eigenen Daten.',
  unknownAccount: 'Nutzer nicht gefunden.',
};

export type PrivacyExportSectionKey = keyof typeof privacyExportMessages.sections;
