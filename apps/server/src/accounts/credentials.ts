import type { Cipher } from '../lib/encryption';
import type { Credentials } from '../networks/network';

/** Each value encrypted on its own, so the stored object keeps its keys but none of its secrets. */
export const sealCredentials = (cipher: Cipher, credentials: Credentials): Credentials =>
  Object.fromEntries(
    Object.entries(credentials).map(([key, value]) => [key, cipher.encrypt(value)]),
  );

export const openCredentials = (cipher: Cipher, sealed: Credentials): Credentials =>
  Object.fromEntries(Object.entries(sealed).map(([key, value]) => [key, cipher.decrypt(value)]));
