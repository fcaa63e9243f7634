import { crc32, deflateSync } from 'node:zlib';

// PNG files made in the tests, byte by byte: their size, pixels and header are exactly what a test
// needs (large to send yet tiny once optimised; a header that claims more pixels than it holds).

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const png = (width: number, height: number, colourType: number, pixels: Buffer) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
};

/** A valid PNG of `width`×`height` white pixels (8 bit RGBA), stored without compression: large to send, tiny once optimised. */
export const plainPng = (width: number, height: number) => {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, 0xff)]);
  return png(width, height, 6, deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 0 }));
};

/** A greyscale PNG whose header claims width × height pixels; its one row of data is all it has. */
export const pngClaiming = (width: number, height: number) => png(width, height, 0, deflateSync(Buffer.alloc(width + 1)));
