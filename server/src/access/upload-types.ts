// Which files the product takes and how it serves them (issue 33). Uploads are logos, teaser and
// profile pictures: raster images only. SVG is no picture format here, it is a document that can
// carry scripts; AVIF and HEIC would bring another decoder for files no screen of the app asks for.
// A file is stored under the type its content decodes as, never the name or type its sender gave.

/** The image formats sharp decodes that are stored, by sharp's format name. */
const IMAGE_FORMATS = new Map([
  ['jpeg', { mime: 'image/jpeg', ext: '.jpg' }],
  ['png', { mime: 'image/png', ext: '.png' }],
  ['webp', { mime: 'image/webp', ext: '.webp' }],
  ['gif', { mime: 'image/gif', ext: '.gif' }],
]);

export type ImageType = { mime: string; ext: string };

/** At most this many pixels, all frames of an animation together: decoding is bounded in time and memory. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The stored type of a file whose content decoded as `format`; null for any other format. */
export const imageTypeOf = (format: string | undefined): ImageType | null => (format === undefined ? null : (IMAGE_FORMATS.get(format) ?? null));

/** The pixels of every frame together, from an image's header. */
export const pixelCount = ({ width = 0, height = 0, pages = 1 }: { width?: number; height?: number; pages?: number }) => width * height * Math.max(1, pages);

/**
 * The name a verified file is stored under: the sender's name without its extension, then ours.
 * The upload plugin takes the stored `ext` from this name and builds `hash` from the rest as a slug.
 */
export const storedFileName = (sent: string | undefined, type: ImageType) => {
  const name = (sent ?? '').trim();
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'bild'}${type.ext}`;
};

/** Images shown as they are: by the extension of the stored name, which the server chose. */
const SHOWN = new Map([
  ['.jpg', 'image/jpeg'],
  ['.jpeg', 'image/jpeg'],
  ['.png', 'image/png'],
  ['.webp', 'image/webp'],
  ['.gif', 'image/gif'],
]);

/**
 * An uploaded file's own policy: no scripts, styles, frames, forms or connections; the image itself
 * and the inline styles of the browser's image viewer. `sandbox` gives even a page that would somehow
 * render a unique origin, without the app's storage. Framed by the app only.
 */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

export type ServedUpload = { contentType: string; disposition: 'inline' | 'attachment' };

/**
 * How a stored file is served, by its stored name: an image the product shows with its type; anything
 * else (files of older releases under `.html`, `.svg`, `.js`, …, or no extension) as a download of
 * unknown bytes, so that no browser renders or runs it.
 */
export const servedUpload = (storedName: string): ServedUpload => {
  const match = /\.[^./\\]*$/.exec(storedName);
  const type = match ? SHOWN.get(match[0].toLowerCase()) : undefined;
  return type ? { contentType: type, disposition: 'inline' } : { contentType: 'application/octet-stream', disposition: 'attachment' };
};
