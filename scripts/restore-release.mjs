// npm run restore:release [-- --send | --drop-mails]: after npm run restore, shows what outgoing work
// waits, and releases it (docs/operations.md, "Back up and restore"). Run it with the restoring
// server's settings: DATABASE_URL or DATABASE_FILENAME, and APP_URL for the mails' links.
import { dataLocation } from './lib/backup.mjs';
import { holdStatus, releaseOutgoing } from './lib/outgoing-hold.mjs';

const choice = process.argv[2];
const location = dataLocation();
const status = await holdStatus(location);
if (!status) {
  console.log('Nichts angehalten: ausgehende Arbeit läuft.');
  process.exit(0);
}
console.log(`Angehalten seit der Wiederherstellung ${status.restoreId} (Backup vom ${status.backupCreatedAt ?? 'unbekannt'}). Es warten:`);
console.log(`  ${status.mails} E-Mail(s), ${status.pushes} FCM-Push-Auftrag/-Aufträge, ${status.webPushes} Web-Push-Auftrag/-Aufträge,`);
console.log(`  ${status.schedules} geplante Veröffentlichung(en) (die fälligen laufen nach der Freigabe).`);

if (choice !== '--send' && choice !== '--drop-mails') {
  console.log(`
Freigeben mit einem von beiden:
  npm run restore:release -- --send         alles senden; die Links der E-Mails zeigen auf APP_URL (${location.appUrl ?? 'nicht gesetzt'})
  npm run restore:release -- --drop-mails   E-Mails, die schon vor der Wiederherstellung warteten, als fehlgeschlagen
                                            verwerfen (der Live-Server hat sie meist schon gesendet); der Rest läuft`);
  process.exit(choice ? 2 : 0);
}
if (choice === '--send' && status.fromAppUrl && !location.appUrl) {
  console.error(`APP_URL fehlt: die wartenden E-Mails verlinken auf ${status.fromAppUrl}. Bitte mit den Einstellungen des Servers ausführen.`);
  process.exit(2);
}
const released = await releaseOutgoing(location, { dropMails: choice === '--drop-mails', appUrl: location.appUrl });
const what = choice === '--drop-mails' ? `${released.mails} E-Mail(s) verworfen` : `Links in ${released.mails} E-Mail(s) auf ${location.appUrl} umgestellt`;
console.log(`Freigegeben (${what}). Die Server senden ab ihrer nächsten Runde.`);
