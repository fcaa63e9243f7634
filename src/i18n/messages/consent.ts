// The consent step of the link preview and „Meine Einwilligungen“ in „Mein Profil“. The consent text
// has a version (CONSENT_TEXT_VERSION in packages/contract/src/consent.ts): change it with the text.
export default {
  app: {
    consent: {
      title: 'Wer Ihre Daten sieht',
      who: 'Wenn Sie sich verbinden, sehen %{rep} (Außendienst) und die Brand %{brand}:',
      who_no_brand: 'Wenn Sie sich verbinden, sieht %{rep} (Außendienst):',
      // One entry per kind of CONSENT_DATA.
      data: {
        name: 'Ihren Namen',
        email: 'Ihre E-Mail-Adresse',
        profile: 'Ihr Profil (Titel, Praxis, Adresse, Telefon, Profilbild)',
        chatMessages: 'Ihre Nachrichten im Chat',
      },
      withdraw_hint: 'Sie können diese Einwilligung jederzeit unter „Mein Profil“ widerrufen. Damit endet der Kontakt.',
      agree: 'Ich bin einverstanden, dass %{rep} und %{brand} diese Daten für den Kontakt mit mir verwenden.',
      agree_no_brand: 'Ich bin einverstanden, dass %{rep} diese Daten für den Kontakt mit mir verwenden.',
      required: 'Bitte stimmen Sie zu, um sich zu verbinden.',
      list: {
        title: 'Meine Einwilligungen',
        intro: 'Wem Sie beim Verbinden über einen Link erlaubt haben, Ihre Daten zu sehen.',
        empty: 'Sie haben keine Einwilligungen erteilt.',
        load_error: 'Ihre Einwilligungen konnten nicht geladen werden.',
        given: 'Erteilt am %{date}',
        withdrawn: 'Widerrufen am %{date}',
        withdraw: 'Widerrufen',
        confirm_title: 'Einwilligung widerrufen?',
        confirm_content: 'Der Kontakt mit %{rep} endet. Der bisherige Chat bleibt lesbar, neue Nachrichten sind nicht mehr möglich.',
        done: 'Einwilligung widerrufen. Der Kontakt ist beendet.',
      },
    },
    legal_texts: {
      title: 'Rechtstexte',
      privacy: 'Datenschutz',
      imprint: 'Impressum',
      hint: 'Diese Texte zeigen die Seiten „Datenschutz“ und „Impressum“, die jede Seite verlinkt. Ein leerer Text zeigt den Hinweis, dass er noch fehlt.',
      saved: 'Die Rechtstexte wurden gespeichert.',
      load_error: 'Der Text konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    },
    menu: { legal_texts: 'Rechtstexte' },
  },
};
