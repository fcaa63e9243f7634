// Every stored file is an image whose content decodes, named and typed by us (issue 33). The upload
// plugin reads a type from the first bytes only, keeps the sender's extension, and stores a file
// sharp cannot read unchanged: "GIF89a<script>…" named x.html was a page of the app's origin.
import sharp from 'sharp';
import { imageTypeOf, MAX_IMAGE_PIXELS, pixelCount, servedUpload, storedFileName, type ImageType } from '../../access/upload-types';
import { uploadMessages as text } from '../../messages/uploads';
import { fieldError } from '../../validation/field-error';

/** A file as the body parser (formidable) hands it to the upload plugin. */
export type ReceivedFile = { filepath: string; originalFilename?: string | null; mimetype?: string | null; detectedMimeType?: string };

/** The type `filepath` decodes as, every pixel of every frame; null when it is none of ours or does not decode. */
const decodedType = async (filepath: string): Promise<ImageType | 'tooLarge' | null> => {
  try {
    // The header first: the format and size, before anything is decoded (so no pixel limit yet).
    const header = await sharp(filepath, { limitInputPixels: false }).metadata();
    const type = imageTypeOf(header.format);
    if (!type) return null;
    if (pixelCount(header) > MAX_IMAGE_PIXELS) return 'tooLarge';
    // Then the whole image: a header followed by anything else does not decode.
    await sharp(filepath, { animated: true, failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS }).stats();
    return type;
  } catch {
    return null;
  }
};

/**
 * Checks each file, one after another, and names it by its verified type: the plugin then stores
 * `ext`, `mime` and the URL from that. Any file that is not one of the product's images refuses the
 * whole request at the field `files`.
 */
export const verifyImages = async (files: ReceivedFile | ReceivedFile[] | undefined) => {
  for (const file of Array.isArray(files) ? files : files ? [files] : []) {
    const type = await decodedType(file.filepath);
    if (type === 'tooLarge') throw fieldError('files', text.tooManyPixels);
    if (!type) throw fieldError('files', text.type);
    file.originalFilename = storedFileName(file.originalFilename ?? undefined, type);
    file.mimetype = type.mime;
    file.detectedMimeType = type.mime;
  }
};

type UploadService = {
  upload(input: { data: unknown; files: ReceivedFile | ReceivedFile[] }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: ReceivedFile }, opts?: unknown): Promise<unknown>;
};

/** The upload service with every new or replacing file verified first, whichever route or plugin calls it. */
export const withVerifiedImages = <S extends UploadService>(service: S): S => ({
  ...service,
  upload: async (input: Parameters<S['upload']>[0], opts?: unknown) => {
    await verifyImages(input.files);
    return service.upload(input, opts);
  },
  replace: async (id: unknown, input: Parameters<S['replace']>[1], opts?: unknown) => {
    await verifyImages(input.file);
    return service.replace(id, input, opts);
  },
});

/** A file as the upload plugin hands it to its provider. */
type StoredFile = { hash: string; ext?: string; path?: string | null; mime?: string };
type ObjectParams = Record<string, unknown>;
type Provider = {
  upload?: (file: StoredFile, params?: ObjectParams) => Promise<unknown>;
  uploadStream?: (file: StoredFile, params?: ObjectParams) => Promise<unknown>;
  delete: (file: StoredFile) => Promise<unknown>;
  extend: (methods: Record<string, unknown>) => void;
};

/**
 * What a bucket keeps with each object and serves back: the type and disposition our own server
 * would send for that name (servedUpload). nosniff and the CSP are no object metadata: the proxy or
 * CDN in front of the bucket adds them (docs/security.md).
 */
export const objectHeaders = (file: StoredFile) => {
  const served = servedUpload(`${file.hash}${file.ext ?? ''}`);
  return { ContentType: served.contentType, ContentDisposition: served.disposition };
};

const keyOf = (file: StoredFile) => `${file.path ?? ''}/${file.hash}${file.ext ?? ''}`;

/**
 * For a bucket (aws-s3): every object is written with objectHeaders. The plugin calls a replace with
 * no parameters, so a replace is our upload, then the old object's removal when its name changed.
 */
export const storeWithHeaders = (provider: Provider) => {
  const { upload, uploadStream } = provider;
  const write = uploadStream ?? upload;
  if (!write) return;
  const withHeaders = (send: NonNullable<Provider['upload']>) => (file: StoredFile, params?: ObjectParams) => send(file, { ...params, ...objectHeaders(file) });
  const replace = async (newFile: StoredFile, oldFile: StoredFile) => {
    await withHeaders(write)(newFile);
    if (keyOf(newFile) !== keyOf(oldFile)) await provider.delete(oldFile);
  };
  provider.extend({
    ...(upload ? { upload: withHeaders(upload) } : {}),
    ...(uploadStream ? { uploadStream: withHeaders(uploadStream) } : {}),
    replace,
    replaceStream: replace,
  });
};
