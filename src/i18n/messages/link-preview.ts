export default {
  app: {
    link_preview: {
      title: 'Kontakt über Link',
      intro: 'Über diesen Link verbinden Sie sich mit Ihrer Ansprechperson im Außendienst.',
      invalid: 'Dieser Link ist ungültig oder abgelaufen.',
      invalid_hint: 'Bitte fragen Sie Ihre Ansprechperson nach einem neuen Link.',
      load_error: 'Der Link konnte nicht geprüft werden. Bitte versuchen Sie es später erneut.',
      sales_rep: 'Ihre Ansprechperson',
      brand: 'Brand',
      logo: 'Logo von %{brand}',
      connect: 'Als Kontakt verbinden',
      connected: 'Sie sind jetzt mit %{name} (%{brand}) verbunden.',
      // A link need not name a brand (LinkConnection).
      connected_no_brand: 'Sie sind jetzt mit %{name} verbunden.',
      connected_hint: 'Sie finden Ihre Ansprechperson jetzt in der Markenportal-App und können dort chatten.',
      sign_in_intro: 'Melden Sie sich an, um sich als Kontakt zu verbinden.',
      sign_in_and_connect: 'Anmelden und verbinden',
      signed_in_as: 'Angemeldet als %{name}.',
      not_for_role: 'Nur Ärztinnen, Ärzte und PTA können sich über diesen Link verbinden. Mit Ihrem Konto ist das nicht möglich.',
    },
  },
};
