import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  type KeyObject,
} from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { pooledRandomBytes } from './random-pool.ts';
import { SEALED_DICTIONARY_V3 } from './sealed-dictionary.ts';

/**
 * Authenticated encryption of values that must be kept but must not be
 * readable from a database dump (e-mails carrying participant links, stored
 * idempotent answers carrying share URLs): AES-256-GCM under a key derived
 * from SECRET_KEY with HKDF-SHA256. A sealed value is the text
 * `sealed:v3:<base64url(iv ‖ ciphertext ‖ tag)>`, the plaintext compressed
 * (raw DEFLATE with the preset dictionary of sealed-dictionary.ts) before it
 * is encrypted; `sealed:v2:` values (compressed without a dictionary) and
 * `sealed:v1:` values (not compressed) still open. The version lets the
 * scheme change without breaking stored values. `purpose` is bound as associated data, so
 * a value sealed for one use does not open as another. Changing SECRET_KEY
 * makes stored sealed values unreadable (as it makes stored keyed hashes
 * unverifiable).
 *
 * Why compressed: ciphertext does not compress, so PostgreSQL stores a
 * sealed JSON answer of 2 kB out of line (TOAST: a second table, its index,
 * their WAL) on every idempotent create; compressed first it is a third of
 * that and stays in its row (bench/results, issue 45). With the dictionary
 * the create's 1.5 kB answer compresses to about 220 bytes instead of 590:
 * the idempotent create writes 13% less WAL, which is what it waits on.
 */

/** What every sealed value starts with, whatever its version. */
export const SEALED_PREFIX = 'sealed:';
const V1 = 'sealed:v1:';
const V2 = 'sealed:v2:';
const V3 = 'sealed:v3:';
/** Every version's prefix has this length. */
const VERSION_PREFIX_LENGTH = V3.length;
const DICTIONARY_V3 = Buffer.from(SEALED_DICTIONARY_V3, 'utf8');
const VERSION_BYTE_V3 = Buffer.from([3]);
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
  return (
    typeof value === 'string' &&
    (value.startsWith(V3) || value.startsWith(V2) || value.startsWith(V1))
  );
}

/** Compresses and encrypts `plaintext` for `purpose`; a fresh random IV each time. */
export function seal(secretKey: string, purpose: string, plaintext: string): string {
  return V3 + encrypted(secretKey, purpose, plaintext).toString('base64url');
}

/** Decrypts a value sealed for `purpose`; throws if it was altered, sealed for another purpose or under another key. */
export function open(secretKey: string, purpose: string, sealed: string): string {
  if (!isSealed(sealed)) throw new Error('not a sealed value');
  const raw = Buffer.from(sealed.slice(VERSION_PREFIX_LENGTH), 'base64url');
  return decrypted(secretKey, purpose, raw, Number(sealed[VERSION_PREFIX_LENGTH - 2]));
}

/**
 * The binary form of a sealed value, for a `bytea` column: one byte of
 * version, then iv ‖ ciphertext ‖ tag. A quarter smaller than the text form's
 * base64 and no text to encode or decode, for a value written on every call
 * (the idempotent create's stored answer, issue 45). Version 0 holds a value
 * stored before values were sealed: its UTF-8 text as it is.
 */
export function sealBytes(secretKey: string, purpose: string, plaintext: string): Buffer {
  return Buffer.concat([VERSION_BYTE_V3, encrypted(secretKey, purpose, plaintext)]);
}

/** Opens a value sealed with sealBytes (or a version-0 plain value); throws as open does. */
export function openBytes(secretKey: string, purpose: string, sealed: Uint8Array): string {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const version = bytes[0];
  if (version === 0) return bytes.toString('utf8', 1);
  if (version !== 1 && version !== 2 && version !== 3) throw new Error('not a sealed value');
  return decrypted(secretKey, purpose, bytes.subarray(1), version);
}

function encrypted(secretKey: string, purpose: string, plaintext: string): Buffer {
  const iv = pooledRandomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secretKey), iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  // Level 1: with the dictionary, 15% faster than level 6 on the create's answer and 12% larger.
  const compressed = deflateRawSync(Buffer.from(plaintext, 'utf8'), {
    level: 1,
    dictionary: DICTIONARY_V3,
  });
  const body = Buffer.concat([cipher.update(compressed), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** The plaintext of iv ‖ ciphertext ‖ tag sealed by `version` (1, 2 or 3). */
function decrypted(secretKey: string, purpose: string, raw: Buffer, version: number): string {
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
  return decompressed(version, plaintext).toString('utf8');
}

function decompressed(version: number, plaintext: Buffer): Buffer {
  if (version === 3) return inflateRawSync(plaintext, { dictionary: DICTIONARY_V3 });
  if (version === 2) return inflateRawSync(plaintext);
  return plaintext;
}

/** Seals a JSON value (its JSON text). */
export function sealJson(secretKey: string, purpose: string, value: unknown): string {
  return seal(secretKey, purpose, JSON.stringify(value));
}

/** Opens a value sealed with sealJson. */
export function openJson<T = unknown>(secretKey: string, purpose: string, sealed: string): T {
  return JSON.parse(open(secretKey, purpose, sealed)) as T;
}
