/**
 * What a notification on the request-view channel says changed (the
 * payloads of migration 0009_request_view_targeted_notify):
 *
 * - `["request", tenant, environment, id]`: the view of that request;
 * - `["candidate", tenant, environment, id]`: the views of that candidate's requests;
 * - `<tenant>:<environment>`: every view of the scope (migration 0001's payload,
 *   still understood so that a process started before 0009 ran stays correct);
 * - `*` (a TRUNCATE), or anything unreadable: every view.
 */
export type ViewChange =
  | { kind: 'request' | 'candidate'; scope: string; id: string }
  | { kind: 'scope'; scope: string }
  | { kind: 'everything' };

/** The key of a tenant's environment, unambiguous whatever characters the tenant id holds. */
export const scopeKeyOf = (tenantId: string, environment: string) =>
  JSON.stringify([tenantId, environment]);

export function parseViewChange(payload: string): ViewChange {
  if (payload.startsWith('[')) return parseKeyPayload(payload);
  // An environment never holds a colon: the last one separates it from the tenant.
  const colon = payload.lastIndexOf(':');
  if (payload === '*' || colon < 0) return { kind: 'everything' };
  return { kind: 'scope', scope: scopeKeyOf(payload.slice(0, colon), payload.slice(colon + 1)) };
}

function parseKeyPayload(payload: string): ViewChange {
  try {
    const [kind, tenantId, environment, id] = JSON.parse(payload) as unknown[];
    const strings = [tenantId, environment, id].every((part) => typeof part === 'string');
    if ((kind === 'request' || kind === 'candidate') && strings) {
      return {
        kind,
        scope: scopeKeyOf(tenantId as string, environment as string),
        id: id as string,
      };
    }
  } catch {
    // Unreadable: forgetting everything is always correct.
  }
  return { kind: 'everything' };
}

/** What a cached view is, for deciding whether a change concerns it. */
export interface ViewIdentity {
  scope: string;
  requestId: string;
  candidateId: string;
}

export function changeConcerns(change: ViewChange, view: ViewIdentity): boolean {
  switch (change.kind) {
    case 'everything':
      return true;
    case 'scope':
      return change.scope === view.scope;
    case 'request':
      return change.scope === view.scope && change.id === view.requestId;
    case 'candidate':
      return change.scope === view.scope && change.id === view.candidateId;
  }
}

/**
 * The latest changes applied, numbered, so that a view read while one
 * landed is not kept (its read may predate the change). Bounded: a read
 * that started before the oldest change remembered is treated as raced.
 */
export class RecentChanges {
  private readonly changes: { seq: number; change: ViewChange }[] = [];
  /** Number of the newest change applied (0: none yet). */
  seq = 0;
  /** Number of the newest change no longer remembered. */
  private forgottenThrough = 0;

  constructor(private readonly capacity: number) {}

  add(change: ViewChange): void {
    this.seq += 1;
    this.changes.push({ seq: this.seq, change });
    if (this.changes.length > this.capacity) this.forgottenThrough = this.changes.shift()!.seq;
  }

  /** True when a change applied after `since` (a past `seq`) may concern the view. */
  changedSince(since: number, view: ViewIdentity): boolean {
    if (since < this.forgottenThrough) return true;
    for (let i = this.changes.length - 1; i >= 0 && this.changes[i]!.seq > since; i -= 1) {
      if (changeConcerns(this.changes[i]!.change, view)) return true;
    }
    return false;
  }

  clear(): void {
    this.changes.length = 0;
    this.forgottenThrough = this.seq;
  }
}
