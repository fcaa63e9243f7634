// The part of http_ece (Encrypted Content-Encoding, RFC 8188; web-push's dependency) that the Web Push stand-in uses; the package has no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string | Buffer;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
