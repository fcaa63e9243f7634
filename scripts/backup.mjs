// npm run backup [-- <folder>]: the database and the uploads on disk into a new folder
// (default backups/<time>), while the server runs. Reads DATABASE_URL or DATABASE_FILENAME as the server does.
import path from 'node:path';
import { backup } from './lib/backup.mjs';

const out = path.resolve(process.argv[2] || path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
const { database, uploads } = await backup(out);
console.log(`Backup (${database}${uploads ? ', mit Uploads' : ''}) unter ${out}`);
