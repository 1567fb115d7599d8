import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  randomBytes,
} from 'node:crypto';

const VERSION = 'v1';

/** Encrypts short secrets (X tokens) at rest with AES-256-GCM. */
export interface Cipher {
  encrypt(plain: string): string;
  /** Throws when the text was not made with this key or was altered. */
  decrypt(sealed: string): string;
}

/** A cipher from any key material of at least 32 characters (ENCRYPTION_KEY or the generated one). */
export function createCipher(keyMaterial: Uint8Array): Cipher {
  // SHA-256 turns a passphrase of any length into exactly the 32 bytes AES-256 takes.
  // A KeyObject, made once: given raw bytes, Node checks and wraps them again on every call,
  // five times the cost of a short secret's whole encryption.
  const key = createSecretKey(createHash('sha256').update(keyMaterial).digest());
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new Error('Not an encrypted value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
