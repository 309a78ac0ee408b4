import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { pooledRandomBytes } from './random-pool.ts';

/**
 * Authenticated encryption of values that must be kept but must not be
 * readable from a database dump (e-mails carrying participant links, stored
 * idempotent answers carrying share URLs): AES-256-GCM under a key derived
 * from SECRET_KEY with HKDF-SHA256. A sealed value is the text
 * `sealed:v2:<base64url(iv ‖ ciphertext ‖ tag)>`, the plaintext compressed
 * (raw DEFLATE) before it is encrypted; `sealed:v1:` values, encrypted
 * without compression, still open. The version lets the scheme change
 * without breaking stored values. `purpose` is bound as associated data, so
 * a value sealed for one use does not open as another. Changing SECRET_KEY
 * makes stored sealed values unreadable (as it makes stored keyed hashes
 * unverifiable).
 *
 * Why compressed: ciphertext does not compress, so PostgreSQL stores a
 * sealed JSON answer of 2 kB out of line (TOAST: a second table, its index,
 * their WAL) on every idempotent create; compressed first it is a third of
 * that and stays in its row (bench/results, issue 45).
 */

/** What every sealed value starts with, whatever its version. */
export const SEALED_PREFIX = 'sealed:';
const V1 = 'sealed:v1:';
const V2 = 'sealed:v2:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// A KeyObject, not the key's bytes: a cipher made from it skips importing the key each
// time, half of AES-GCM's cost on a 1 kB answer (issue 45).
const keys = new Map<string, KeyObject>();

function sealingKey(secretKey: string): KeyObject {
  let key = keys.get(secretKey);
  if (!key) {
    key = createSecretKey(
      Buffer.from(
        hkdfSync('sha256', secretKey, 'refcheck', 'refcheck sealed values v1 (aes-256-gcm)', 32),
      ),
    );
    keys.set(secretKey, key);
  }
  return key;
}

/** Whether `value` is a sealed value (of any purpose and version). */
export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith(V2) || value.startsWith(V1));
}

/** Compresses and encrypts `plaintext` for `purpose`; a fresh random IV each time. */
export function seal(secretKey: string, purpose: string, plaintext: string): string {
  const iv = pooledRandomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secretKey), iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  // Level 1: half the time of the default on a 1 kB answer, and a few bytes more.
  const compressed = deflateRawSync(Buffer.from(plaintext, 'utf8'), { level: 1 });
  const body = Buffer.concat([cipher.update(compressed), cipher.final()]);
  return V2 + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** Decrypts a value sealed for `purpose`; throws if it was altered, sealed for another purpose or under another key. */
export function open(secretKey: string, purpose: string, sealed: string): string {
  if (!isSealed(sealed)) throw new Error('not a sealed value');
  const compressed = sealed.startsWith(V2);
  const raw = Buffer.from(sealed.slice(V2.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value is truncated');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    sealingKey(secretKey),
    raw.subarray(0, IV_BYTES),
  );
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  const plaintext = Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]);
  return (compressed ? inflateRawSync(plaintext) : plaintext).toString('utf8');
}

/** Seals a JSON value (its JSON text). */
export function sealJson(secretKey: string, purpose: string, value: unknown): string {
  return seal(secretKey, purpose, JSON.stringify(value));
}

/** Opens a value sealed with sealJson. */
export function openJson<T = unknown>(secretKey: string, purpose: string, sealed: string): T {
  return JSON.parse(open(secretKey, purpose, sealed)) as T;
}
