import { randomInt } from 'node:crypto';
import { keyedHash, keyedHashMatches } from '../../core/keyed-hash.ts';
import type { Environment } from '../../core/tenancy.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const PREFIX_LENGTH = 12;
export const SECRET_LENGTH = 40;
const TOKEN_PATTERN = /^svc_(live|test)_([A-Za-z0-9]{12})_([A-Za-z0-9]{40})$/;

export interface ParsedToken {
  environment: Environment;
  prefix: string;
  secret: string;
}

/** `svc_<env>_<prefix12>_<secret40>`: the prefix is public (safe to log), the secret is shown once. */
export function generateApiKeyToken(environment: Environment): ParsedToken & { plaintext: string } {
  const prefix = randomString(PREFIX_LENGTH);
  const secret = randomString(SECRET_LENGTH);
  return { environment, prefix, secret, plaintext: `svc_${environment}_${prefix}_${secret}` };
}

export function parseApiKeyToken(token: string): ParsedToken | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  return { environment: match[1] as Environment, prefix: match[2]!, secret: match[3]! };
}

/** HMAC-SHA256 of the secret keyed with the server's SECRET_KEY (a pepper), hex. */
export function hashApiKeySecret(secret: string, pepper: string): string {
  return keyedHash(pepper, secret);
}

export function secretMatches(secret: string, storedHash: string, pepper: string): boolean {
  return keyedHashMatches(pepper, secret, storedHash);
}

/** Uniform over the 62-character alphabet (crypto.randomInt has no modulo bias). */
function randomString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
