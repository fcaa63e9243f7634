// npm run restore -- <folder>: puts a backup of npm run backup in place. Stop the server first (SQLite),
// or point DATABASE_URL at the database to replace (PostgreSQL). Outgoing work stays held until
// npm run restore:release (docs/operations.md, "Back up and restore").
import path from 'node:path';
import { describeUploads, restore } from './lib/backup.mjs';

if (!process.argv[2]) {
  console.error('Bitte den Ordner des Backups angeben: npm run restore -- backups/<Zeit>');
  process.exit(2);
}
const from = path.resolve(process.argv[2]);
const { manifest, restoreId } = await restore(from);
console.log(`Backup vom ${manifest.createdAt} (${manifest.database}, ${describeUploads(manifest)}) wiederhergestellt.`);
console.log(
  `Ausgehendes ist angehalten (Wiederherstellung ${restoreId}): keine E-Mails, Pushes und geplanten Veröffentlichungen, bis \`npm run restore:release\` es freigibt.`,
);
