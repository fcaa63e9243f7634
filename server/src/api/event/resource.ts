import { defineResource } from '../../resources';

const DAY = 24 * 60 * 60 * 1000;

const DEMO_EVENTS = [
  { brand: 'Cardiovia', title: 'Fortbildung: Hypertonie kompakt', location: 'Berlin, Hotel am Gendarmenmarkt', inDays: 14, published: true },
  { brand: 'Cardiovia', title: 'Online-Seminar: Lipidmanagement', location: 'Online', inDays: 30, published: true },
  { brand: 'Cardiovia', title: 'Praxisworkshop EKG (Entwurf)', location: 'Hamburg', inDays: 60, published: false },
  { brand: 'DermaSana', title: 'Dermatologie-Update 2027', location: 'München, Messe', inDays: 45, published: true },
];

// Events of a brand (routes/event.ts): the demo data's, each at 16:00 UTC for three hours.
export default defineResource({
  uid: 'api::event.event',
  demoRows: ({ brand, now }) =>
    DEMO_EVENTS.map((e) => {
      const start = new Date(now + e.inDays * DAY);
      start.setUTCHours(16, 0, 0, 0);
      return {
        data: {
          title: e.title,
          location: e.location,
          description: `<p>${e.title}: Programm, Referierende und Anmeldung.</p>`,
          startDate: start.toISOString(),
          endDate: new Date(start.getTime() + 3 * 60 * 60 * 1000).toISOString(),
          brand: brand(e.brand),
        },
        published: e.published,
      };
    }),
});
