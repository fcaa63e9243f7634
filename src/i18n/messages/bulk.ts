// Bulk actions on list rows: the button, the confirmation and the result, by count (%{smart_count}).
const bulk = (one: string, many: string) => `${one} |||| ${many}`;

export default {
  app: {
    bulk: {
      partial: '%{done} von %{total} ausgeführt. Abgelehnt: %{reason}',
      posts: {
        publish: 'Veröffentlichen',
        publish_title: bulk('%{smart_count} Beitrag veröffentlichen?', '%{smart_count} Beiträge veröffentlichen?'),
        publish_content: bulk(
          'Der Beitrag wird für den Außendienst sichtbar, und die Favoriten der Brand werden benachrichtigt. Eine geplante Veröffentlichung entfällt.',
          'Die Beiträge werden für den Außendienst sichtbar, und die Favoriten der Brand werden benachrichtigt. Geplante Veröffentlichungen entfallen.',
        ),
        published: bulk('%{smart_count} Beitrag veröffentlicht', '%{smart_count} Beiträge veröffentlicht'),
        unpublish: 'Zurückziehen',
        unpublish_title: bulk('%{smart_count} Beitrag zurückziehen?', '%{smart_count} Beiträge zurückziehen?'),
        unpublish_content: bulk(
          'Der Außendienst sieht den Beitrag danach nicht mehr. Der Entwurf bleibt erhalten, eine geplante Veröffentlichung wird entfernt.',
          'Der Außendienst sieht die Beiträge danach nicht mehr. Die Entwürfe bleiben erhalten, geplante Veröffentlichungen werden entfernt.',
        ),
        unpublished: bulk('%{smart_count} Beitrag zurückgezogen', '%{smart_count} Beiträge zurückgezogen'),
        delete_title: bulk('%{smart_count} Beitrag löschen?', '%{smart_count} Beiträge löschen?'),
        delete_content: bulk(
          'Der Beitrag wird endgültig gelöscht, mit einer geplanten Veröffentlichung.',
          'Die Beiträge werden endgültig gelöscht, mit ihren geplanten Veröffentlichungen.',
        ),
        deleted: bulk('%{smart_count} Beitrag gelöscht', '%{smart_count} Beiträge gelöscht'),
      },
      events: {
        publish: 'Veröffentlichen',
        publish_title: bulk('%{smart_count} Veranstaltung veröffentlichen?', '%{smart_count} Veranstaltungen veröffentlichen?'),
        publish_content: bulk('Die Veranstaltung wird für den Außendienst sichtbar.', 'Die Veranstaltungen werden für den Außendienst sichtbar.'),
        published: bulk('%{smart_count} Veranstaltung veröffentlicht', '%{smart_count} Veranstaltungen veröffentlicht'),
        unpublish: 'Zurückziehen',
        unpublish_title: bulk('%{smart_count} Veranstaltung zurückziehen?', '%{smart_count} Veranstaltungen zurückziehen?'),
        unpublish_content: bulk(
          'Der Außendienst sieht die Veranstaltung danach nicht mehr. Der Entwurf bleibt erhalten.',
          'Der Außendienst sieht die Veranstaltungen danach nicht mehr. Die Entwürfe bleiben erhalten.',
        ),
        unpublished: bulk('%{smart_count} Veranstaltung zurückgezogen', '%{smart_count} Veranstaltungen zurückgezogen'),
        delete_title: bulk('%{smart_count} Veranstaltung löschen?', '%{smart_count} Veranstaltungen löschen?'),
        delete_content: bulk('Die Veranstaltung wird endgültig gelöscht.', 'Die Veranstaltungen werden endgültig gelöscht.'),
        deleted: bulk('%{smart_count} Veranstaltung gelöscht', '%{smart_count} Veranstaltungen gelöscht'),
      },
      links: {
        delete_title: bulk('%{smart_count} Link löschen?', '%{smart_count} Links löschen?'),
        delete_content: bulk('Der Link wird endgültig gelöscht.', 'Die Links werden endgültig gelöscht.'),
        deleted: bulk('%{smart_count} Link gelöscht', '%{smart_count} Links gelöscht'),
      },
      people: {
        block: 'Sperren',
        block_title: bulk('%{smart_count} Person sperren?', '%{smart_count} Personen sperren?'),
        block_content: bulk('Sie kann sich danach nicht mehr anmelden.', 'Sie können sich danach nicht mehr anmelden.'),
        blocked: bulk('%{smart_count} Person gesperrt', '%{smart_count} Personen gesperrt'),
        unblock: 'Entsperren',
        unblock_title: bulk('%{smart_count} Person entsperren?', '%{smart_count} Personen entsperren?'),
        unblock_content: bulk('Sie kann sich danach wieder anmelden.', 'Sie können sich danach wieder anmelden.'),
        unblocked: bulk('%{smart_count} Person entsperrt', '%{smart_count} Personen entsperrt'),
        assign_brand: 'Brand zuweisen',
        assign_brand_title: bulk('%{smart_count} Person einer Brand zuweisen?', '%{smart_count} Personen einer Brand zuweisen?'),
        assign_brand_content: bulk(
          'Sie erhält Zugang zur gewählten Brand; ihre anderen Brands bleiben.',
          'Sie erhalten Zugang zur gewählten Brand; ihre anderen Brands bleiben.',
        ),
        brand_assigned: bulk('%{smart_count} Person zugewiesen', '%{smart_count} Personen zugewiesen'),
        brand: 'Brand',
        choose_brand: 'Bitte wählen Sie eine Brand.',
      },
      sales: {
        remove: 'Aus der Brand entfernen',
        remove_title: bulk('%{smart_count} Person aus der Brand entfernen?', '%{smart_count} Personen aus der Brand entfernen?'),
        remove_content: bulk(
          'Sie verliert den Zugang zu dieser Brand. Das Konto selbst bleibt bestehen.',
          'Sie verlieren den Zugang zu dieser Brand. Die Konten selbst bleiben bestehen.',
        ),
        removed: bulk('%{smart_count} Person aus der Brand entfernt', '%{smart_count} Personen aus der Brand entfernt'),
      },
      delete: 'Löschen',
    },
  },
};
