// Erasure on request (DSGVO Art. 17; docs/decisions/0034-erasure.md): the operator's
// confirmation, the request in „Mein Profil“, and what the chat shows of an erased person.
export default {
  app: {
    erasure: {
      erase: 'Konto löschen (DSGVO)',
      confirm_title: 'Konto von %{name} endgültig löschen?',
      confirm_intro: 'Die Löschung nach Art. 17 DSGVO lässt sich nicht rückgängig machen.',
      confirm_deleted: 'Gelöscht werden:',
      confirm_items: {
        account: 'Konto und Profil',
        devices: 'Geräte',
        subscriptions: 'Push-Abonnements',
        favorites: 'Favoriten',
        mails: 'nicht versendete E-Mails',
        uploads: 'hochgeladene Dateien',
        sessions: 'Sitzungen – die Person wird sofort abgemeldet',
      },
      confirm_chats: 'Chat-Nachrichten der Person erscheinen bei ihren Gesprächspartnern als „Nachricht gelöscht“.',
      confirm_pseudonym: 'Protokolleinträge und die Buchungshistorie behalten statt des Namens ein Pseudonym.',
      confirm_requested: 'Die Person hat die Löschung am %{date} beantragt.',
      confirm: 'Endgültig löschen',
      done: 'Das Konto wurde gelöscht.',
      requested_marker: 'Löschung beantragt',
      filter: 'Löschung',
      profile_title: 'Konto löschen lassen',
      profile_hint:
        'Sie können die Löschung Ihres Kontos und Ihrer Daten beantragen. Ein Operator bestätigt sie; bis dahin können Sie den Antrag zurückziehen.',
      request: 'Löschung beantragen',
      request_confirm_title: 'Löschung Ihres Kontos beantragen?',
      request_confirm_content:
        'Nach der Bestätigung durch einen Operator werden Ihr Konto und Ihre Daten gelöscht. Ihre Chat-Nachrichten erscheinen dann als „Nachricht gelöscht“.',
      requested: 'Sie haben die Löschung Ihres Kontos am %{date} beantragt. Ein Operator bestätigt sie.',
      withdraw: 'Antrag zurückziehen',
      request_sent: 'Ihr Antrag auf Löschung wurde gesendet.',
      withdrawn: 'Ihr Antrag auf Löschung wurde zurückgezogen.',
      failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
      /** What the chat shows for a message of an erased person, and for the person. */
      deleted_message: 'Nachricht gelöscht',
      erased_person: 'Gelöschte Person',
    },
  },
};
