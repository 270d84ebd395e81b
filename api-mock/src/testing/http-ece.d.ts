/** The part of http_ece (Encrypted Content-Encoding, RFC 8188) the local push service uses; it ships no types. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's (browser's) key pair. */
    privateKey: ECDH;
    /** The subscription's 16-byte auth secret (base64url or bytes). */
    authSecret: string | Buffer;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
