// The uploads of a backup (scripts/lib/backup.mjs): the files on disk where the upload plugin writes
// them (server/public/uploads), and with S3_BUCKET the bucket's objects
// (docs/decisions/0025-upload-storage.md), through the AWS SDK the server's upload provider uses.
import { createReadStream, createWriteStream, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

// Its CommonJS build, as the upload provider loads it, and only with a bucket: the tests' module
// loader would take the ES build, whose internal imports lack file extensions.
const awsSdk = () => createRequire(import.meta.url)('@aws-sdk/client-s3');

const given = (value) => (value?.trim() ? value.trim() : undefined);

/** The bucket as server/src/upload-storage.ts reads it from the environment, or null without S3_BUCKET. */
export const bucketLocation = (env = process.env) => {
  const bucket = given(env.S3_BUCKET);
  if (!bucket) return null;
  const accessKeyId = given(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = given(env.S3_SECRET_ACCESS_KEY);
  const rootPath = given(env.S3_ROOT_PATH)?.replace(/\/+$/, '');
  return {
    bucket,
    // The provider writes every key below `<S3_ROOT_PATH>/`; without it, the whole bucket is the uploads'.
    prefix: rootPath ? `${rootPath}/` : '',
    acl: given(env.S3_ACL),
    client: {
      region: given(env.S3_REGION) ?? 'eu-central-1',
      endpoint: given(env.S3_ENDPOINT),
      forcePathStyle: given(env.S3_FORCE_PATH_STYLE)?.toLowerCase() === 'true',
      // A file is streamed up with its length, not in the SDK's aws-chunked encoding with a trailing
      // checksum, which S3-compatible servers such as s3rver (and older MinIO, Ceph) store as part of the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  };
};

/** Files and bytes below `dir` (the `.gitkeep` of the repository's empty folder does not count). */
const filesBelow = (dir) => {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name === '.gitkeep') continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
};

/** Copies the uploads on disk into `to`; null when there are none. */
export const backupDisk = (from, to) => {
  if (!existsSync(from)) return null;
  const counted = filesBelow(from);
  if (!counted.files) return null;
  cpSync(from, to, { recursive: true, filter: (source) => path.basename(source) !== '.gitkeep' });
  return counted;
};

export const restoreDisk = (from, to) => {
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
};

/** Runs `work` on every item, at most `parallel` at once. */
const eachLimited = async (items, parallel, work) => {
  for (let start = 0; start < items.length; start += parallel) await Promise.all(items.slice(start, start + parallel).map(work));
};

/**
 * Copies every object below the bucket's prefix into `to`: objects/<n> and index.json (key, file,
 * type, size). Keys become numbered files, so that no key can name a path outside the folder. One
 * listing page at a time (`pageSize`), at most `maxObjects` objects: more is an error, not a partial backup.
 */
export const backupBucket = async (location, to, { pageSize = 1000, maxObjects = 100_000, parallel = 8 } = {}) => {
  const { GetObjectCommand, ListObjectsCommand, S3Client } = awsSdk();
  const s3 = new S3Client(location.client);
  const objects = path.join(to, 'objects');
  mkdirSync(objects, { recursive: true });
  const index = [];
  let bytes = 0;
  // Paged by marker, the last key of the page before (every S3-compatible server has it; s3rver's
  // continuation tokens of ListObjectsV2 need a cipher Node 24 no longer offers): keys come sorted,
  // so every page starts after the one before.
  let marker;
  try {
    do {
      const page = await s3.send(new ListObjectsCommand({ Bucket: location.bucket, Prefix: location.prefix || undefined, MaxKeys: pageSize, Marker: marker }));
      const listed = (page.Contents ?? []).map((item) => item.Key).filter(Boolean);
      const keys = listed.filter((key) => !key.endsWith('/'));
      if (index.length + keys.length > maxObjects)
        throw new Error(`Der Bucket ${location.bucket} hat mehr als ${maxObjects} Objekte: BACKUP_S3_MAX_OBJECTS erhöhen.`);
      const entries = keys.map((key) => {
        const entry = { key, file: String(index.length).padStart(6, '0') };
        index.push(entry);
        return entry;
      });
      await eachLimited(entries, parallel, async (entry) => {
        const object = await s3.send(new GetObjectCommand({ Bucket: location.bucket, Key: entry.key }));
        const file = path.join(objects, entry.file);
        await pipeline(object.Body, createWriteStream(file));
        Object.assign(entry, { type: object.ContentType ?? null, cacheControl: object.CacheControl ?? null, size: statSync(file).size });
        bytes += entry.size;
      });
      const last = page.NextMarker ?? listed[listed.length - 1];
      marker = page.IsTruncated && last && last !== marker ? last : undefined;
    } while (marker);
  } finally {
    s3.destroy();
  }
  writeFileSync(path.join(to, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
  return { bucket: location.bucket, prefix: location.prefix, objects: index.length, bytes };
};

/** Puts a backup's objects into the bucket at `location`, under their keys. */
export const restoreBucket = async (location, from, { parallel = 8 } = {}) => {
  const { PutObjectCommand, S3Client } = awsSdk();
  const s3 = new S3Client(location.client);
  const index = JSON.parse(readFileSync(path.join(from, 'index.json'), 'utf8'));
  try {
    await eachLimited(index, parallel, async (entry) => {
      const file = path.join(from, 'objects', entry.file);
      await s3.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: entry.key,
          Body: createReadStream(file),
          ContentLength: statSync(file).size,
          ContentType: entry.type ?? undefined,
          CacheControl: entry.cacheControl ?? undefined,
          ACL: location.acl,
        }),
      );
    });
  } finally {
    s3.destroy();
  }
  return index.length;
};
