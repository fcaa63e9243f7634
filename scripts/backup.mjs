// npm run backup [-- <folder>]: the database, the uploads on disk and the bucket's objects (S3_BUCKET)
// into a new folder (default backups/<time>), while the server runs. Run it with the server's
// settings: it reads the database, the bucket and APP_URL as the server does.
import path from 'node:path';
import { backup, describeUploads } from './lib/backup.mjs';

const out = path.resolve(process.argv[2] || path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
const manifest = await backup(out);
console.log(`Backup (${manifest.database}, ${describeUploads(manifest)}) unter ${out}`);
