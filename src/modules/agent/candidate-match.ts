import { editDistance } from '../../core/edit-distance.ts';
import type { Json } from './agent.types.ts';

/** A candidate as the requests show them, with their requests (newest first). */
export interface CandidateOfRequests {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  requests: Json[];
}

export type CandidateMatch =
  | {
      kind: 'one';
      candidate: CandidateOfRequests;
      /** The name as written has a typo: good enough to read, never to act. */
      typo: boolean;
    }
  | { kind: 'several'; candidates: CandidateOfRequests[] }
  | { kind: 'none' };

/** Lower case, accents and possessives removed, hyphens as spaces, spaces collapsed. */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .replace(/[-_.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** From this distance on (nameDistance), the name as written is a typo of the candidate's. */
const TYPO = 3;

/**
 * How far a name as written is from a candidate: 0 for the full name or
 * e-mail, 1 for it with a stray "s" or first and last swapped, 2 for the
 * first or the last name alone, 3 for a typo or two in the full name, 4 for
 * a typo in the first or last name alone; null when it is not them.
 */
export function nameDistance(written: string, candidate: CandidateOfRequests): number | null {
  const query = foldName(written);
  const first = foldName(candidate.firstName);
  const last = foldName(candidate.lastName);
  const full = `${first} ${last}`.trim();
  if (query.length === 0) return null;
  if (query === full || query === candidate.email.toLowerCase()) return 0;
  if (query === `${last} ${first}` || (query.endsWith('s') && query.slice(0, -1) === full)) {
    return 1;
  }
  const single = !query.includes(' ');
  if (single && (query === first || query === last)) return 2;
  const budget = full.length >= 12 ? 2 : 1;
  if (editDistance(query, full, budget) <= budget) return 3;
  if (
    single &&
    query.length >= 5 &&
    (editDistance(query, last, 1) <= 1 || editDistance(query, first, 1) <= 1)
  ) {
    return 4;
  }
  return null;
}

/** The candidates of `requests` grouped by id, their requests newest first (as listed). */
export function candidatesOf(requests: Json[]): CandidateOfRequests[] {
  const byId = new Map<string, CandidateOfRequests>();
  for (const request of requests) {
    const c = request.candidate as Json | undefined;
    if (!c) continue;
    let entry = byId.get(c.id);
    if (!entry) {
      entry = {
        id: c.id,
        firstName: c.firstName ?? '',
        lastName: c.lastName ?? '',
        email: c.email ?? '',
        requests: [],
      };
      byId.set(c.id, entry);
    }
    entry.requests.push(request);
  }
  return [...byId.values()];
}

/** The candidate a written name means: the closest, or several when they are as close. */
export function matchCandidate(written: string, requests: Json[]): CandidateMatch {
  let best: CandidateOfRequests[] = [];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidatesOf(requests)) {
    const distance = nameDistance(written, candidate);
    if (distance === null) continue;
    if (distance < bestDistance) {
      best = [candidate];
      bestDistance = distance;
    } else if (distance === bestDistance) {
      best.push(candidate);
    }
  }
  if (best.length === 0) return { kind: 'none' };
  if (best.length === 1) return { kind: 'one', candidate: best[0]!, typo: bestDistance >= TYPO };
  return { kind: 'several', candidates: best };
}
