/** The part of http_ece (RFC 8188/8291 content encoding, web-push's own) the suite uses; no types ship. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair; the sender's public key comes from the aes128gcm header. */
    privateKey: ECDH;
    authSecret: string | Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
