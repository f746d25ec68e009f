import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with Node's scrypt (DESIGN.md "Security", OWASP ASVS appendix C): N = 2^17 by default
 * (`PASSWORD_SCRYPT_N`), r = 8, p = 1, a 16-byte random salt per password, a 32-byte key. The parameters are
 * stored with the hash, so raising N later keeps old hashes verifiable.
 */

const r = 8;
const p = 1;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // Node refuses 128·N·r bytes above maxmem (32 MiB by default): 2^17 needs 128 MiB plus room.
  const full: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, full, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes `password` with cost `n` (a power of two).
 * @example await hashPassword('hunter2', 2 ** 17) → 'scrypt$131072$8$1$<salt base64>$<key base64>'
 */
export async function hashPassword(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: n, r, p });
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `password` matches `stored` (a `hashPassword` result); false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password for the generated admin: 24 characters of base64url (144 random bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
