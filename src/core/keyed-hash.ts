import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 of `message` keyed with `key` (the server's SECRET_KEY), hex:
 * how every secret or personal value is stored (API-key secrets, link
 * tokens, IP addresses). Callers keep their own domain prefix in `message`
 * (`participant:`, `report-share:`), so a hash of one kind never matches
 * another. Changing this changes every stored hash: existing keys and links
 * would stop verifying.
 */
export function keyedHash(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('hex');
}

/**
 * How an IP address is stored (a participant link's last visit, an API-key
 * usage record): the raw address never is. One function for both, so the
 * hashes compare across links and tables. It has no domain prefix, unlike
 * the tokens' hashes: adding one would change every new IP hash, and a new
 * visit would no longer match the stored ones (trust signals compare them).
 */
export function hashIp(secretKey: string, ip: string): string {
  return keyedHash(secretKey, ip);
}

/** Whether `message` hashes to the stored hex hash, in constant time. */
export function keyedHashMatches(key: string, message: string, storedHash: string): boolean {
  const computed = Buffer.from(keyedHash(key, message), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return computed.length === stored.length && timingSafeEqual(computed, stored);
}
