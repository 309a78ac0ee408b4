import { randomBytes } from 'node:crypto';

/**
 * Random bytes for hot paths (ids, the IVs of sealed values), drawn from a
 * pool filled by the system's CSPRNG 4 kB at a time: one randomBytes call
 * costs about as much as sealing a 1 kB answer (issue 45's profiles), and a
 * request mints several. Each draw is a fresh copy; a full pool is replaced,
 * never refilled in place. Not for credentials: a secret a person holds
 * (a token, a share link) is drawn on its own.
 */
const POOL_SIZE = 4096;
let pool = randomBytes(POOL_SIZE);
let offset = 0;

/** `size` bytes (at most the pool's size) never handed out before. */
export function pooledRandomBytes(size: number): Buffer {
  if (offset + size > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  offset += size;
  return bytes;
}
