import { pooledRandomBytes } from './random-pool.ts';

/**
 * Prefixed, time-sortable ids (`rr_01j…`), in the style of Stripe's. The body
 * is a ULID (48-bit millisecond time + 80 random bits, Crockford base32,
 * lowercase), monotonic within a process, so ordering by id is ordering by
 * creation: cursor pagination can use the id alone.
 */
export const ID_PREFIXES = {
  tenant: 'org',
  recruiter: 'user',
  apiKey: 'key',
  usage: 'use',
  audit: 'evt',
  job: 'job',
  email: 'eml',
  delivery: 'dlv',
  candidate: 'cand',
  referenceRequest: 'rr',
  contact: 'ct',
  token: 'tok',
  message: 'msg',
  response: 'resp',
  activity: 'act',
  trustSignal: 'sig',
  report: 'rpt',
  reportVersion: 'rptv',
  shareLink: 'shr',
  consentGrant: 'cg',
  accessGrant: 'ag',
  opsMessage: 'ops',
  flag: 'flag',
  webhookEvent: 'whe',
  idempotency: 'idem',
  cliPairing: 'pair',
  questionnaire: 'qst',
  agentAction: 'aga',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
let lastTime = -1;
let lastRandom: Uint8Array = new Uint8Array(10);

export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${ulid()}`;
}

export function ulid(now = Date.now()): string {
  if (now <= lastTime) {
    incrementRandom(lastRandom);
  } else {
    lastTime = now;
    // Ids are minted on hot paths (request ids, usage records): the pool's bytes.
    lastRandom = pooledRandomBytes(10);
  }
  return encodeTime(lastTime) + encodeRandom(lastRandom);
}

function encodeTime(time: number): string {
  let out = '';
  let t = time;
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[t % 32] + out;
    t = Math.floor(t / 32);
  }
  return out;
}

/** 80 bits as 16 Crockford characters: two 40-bit halves, exact in a double. */
function encodeRandom(bytes: Uint8Array): string {
  return encode40(bytes, 0) + encode40(bytes, 5);
}

function encode40(bytes: Uint8Array, start: number): string {
  let value = 0;
  for (let i = start; i < start + 5; i++) value = value * 256 + bytes[i]!;
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = CROCKFORD[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

function incrementRandom(bytes: Uint8Array): void {
  for (let i = bytes.length - 1; i >= 0; i--) {
    if (bytes[i]! < 255) {
      bytes[i]! += 1;
      return;
    }
    bytes[i] = 0;
  }
}
