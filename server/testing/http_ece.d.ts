/** The part of http_ece (Encrypted Content-Encoding for HTTP) the push tests use: decrypting what a push service would pass on. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
}
