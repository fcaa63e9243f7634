// npm run restore -- <folder>: puts a backup of npm run backup in place. Stop the server first (SQLite),
// or point DATABASE_URL at the database to replace (PostgreSQL).
import path from 'node:path';
import { restore } from './lib/backup.mjs';

if (!process.argv[2]) {
  console.error('Bitte den Ordner des Backups angeben: npm run restore -- backups/<Zeit>');
  process.exit(2);
}
const from = path.resolve(process.argv[2]);
const { database, createdAt } = restore(from);
console.log(`Backup vom ${createdAt} (${database}) wiederhergestellt.`);
