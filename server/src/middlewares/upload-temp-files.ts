import { rm } from 'node:fs/promises';

/** A file of a parsed multipart body: formidable's, written to the system's temporary folder. */
type ReceivedFile = { filepath?: unknown };

/** The temporary paths of a multipart body's files (`ctx.request.files`: one file or a list per field). */
export const receivedFilePaths = (files: unknown): string[] =>
  files && typeof files === 'object'
    ? Object.values(files as Record<string, ReceivedFile | ReceivedFile[]>)
        .flat()
        .map((file) => file?.filepath)
        .filter((filepath): filepath is string => typeof filepath === 'string')
    : [];

/**
 * A multipart request's files leave the system's temporary folder when the request ends, whatever
 * its answer. The body parser (strapi::body, formidable) writes each file there before any route
 * or guard runs, and only the upload plugin's success removed them: a refused upload, or files sent
 * to any other route, signed in or not, stayed for good, and repeating the request filled the disk.
 * Placed before strapi::body, so it runs after everything that reads the files.
 */
export default () => async (ctx: { request: { files?: unknown } }, next: () => Promise<unknown>) => {
  try {
    await next();
  } finally {
    const received = receivedFilePaths(ctx.request.files);
    if (received.length) await Promise.all(received.map((filepath) => rm(filepath, { force: true }).catch(() => undefined)));
  }
};
