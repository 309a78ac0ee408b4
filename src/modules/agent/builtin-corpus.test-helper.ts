/**
 * A tenant's requests as the tools would answer them, and a turn that runs
 * the tools against them: the scope check and the input schema of the real
 * tool table, then a canned service. No database: the corpus tests what the
 * engines ask for, the services' own tests what the services do.
 */

import { ALL_SCOPES, type Scope } from '../../core/auth.ts';
import { DAY_MS } from '../../core/clock.ts';
import { allowedActions, planMove, type RequestState } from '../requests/workflow.ts';
import type { AgentTurn, Json, ToolResult } from './agent.types.ts';
import { findTool, toolsFor } from './tools.ts';

export const NOW = new Date('2026-11-02T09:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

type ContactStatus = 'pending' | 'invited' | 'opened' | 'completed' | 'declined';

function contact(
  id: string,
  name: string,
  status: ContactStatus,
  options: { invited?: number; done?: number; relationship?: string } = {},
): Json {
  const [firstName, lastName] = name.split(' ');
  return {
    id,
    object: 'reference_contact',
    firstName,
    lastName,
    email: `${firstName!.toLowerCase()}@example.org`,
    phone: '+14155550123',
    relationship: options.relationship ?? null,
    status,
    source: 'recruiter',
    invitedAt: options.invited === undefined ? null : ago(options.invited),
    openedAt: status === 'opened' || status === 'completed' ? ago(options.invited ?? 1) : null,
    completedAt: status === 'completed' ? ago(options.done ?? 1) : null,
    declinedAt: status === 'declined' ? ago(options.done ?? 1) : null,
    createdAt: ago(20),
    updatedAt: ago(options.done ?? options.invited ?? 20),
  };
}

function request(
  id: string,
  status: RequestState,
  candidate: [string, string, string],
  options: { role?: string; contacts?: Json[]; report?: Json | null; updated?: number } = {},
): Json {
  return {
    id,
    object: 'reference_request',
    status,
    launchMode: status === 'created' ? 'manual_references' : 'candidate_intake',
    roleTitle: options.role ?? null,
    notes: null,
    candidate: {
      id: `cand_${candidate[0].toLowerCase()}`,
      firstName: candidate[0],
      lastName: candidate[1],
      email: candidate[2],
      stage: null,
    },
    contacts: options.contacts ?? [],
    report: options.report ?? null,
    allowedActions: allowedActions(status),
    recruiterId: 'user_x',
    environment: 'live',
    createdAt: ago(20),
    updatedAt: ago(options.updated ?? 2),
  };
}

const ada: [string, string, string] = ['Ada', 'Lovelace', 'ada@example.com'];

/** Newest first, as the list tool answers. */
export const REQUESTS: readonly Json[] = [
  request('rr_01hedy', 'collecting', ['Hedy', 'Lamarr', 'hedy@example.com'], {
    contacts: [
      contact('ct_h1', 'Ann Smith', 'opened', { invited: 2 }),
      contact('ct_h2', 'Bob Jones', 'completed', { invited: 2, done: 1 }),
    ],
  }),
  request('rr_01tim', 'review_requested', ['Tim', 'Berners-Lee', 'tim@example.com'], {
    contacts: [
      contact('ct_t1', 'Robert Cailliau', 'completed', { invited: 12, done: 6 }),
      contact('ct_t2', 'Vint Cerf', 'completed', { invited: 12, done: 5 }),
    ],
    report: {
      id: 'rpt_tim',
      status: 'approved',
      version: 1,
      approvedVersion: 1,
      activeShareLinks: 0,
    },
  }),
  request('rr_01linus', 'review_requested', ['Linus', 'Torvalds', 'linus@example.com'], {
    role: 'Kernel Lead',
    contacts: [
      contact('ct_l1', 'Andrew Morton', 'completed', { invited: 8, done: 4 }),
      contact('ct_l2', 'Greg Hartman', 'completed', { invited: 8, done: 3 }),
    ],
    report: { id: 'rpt_linus', status: 'draft', version: 1, approvedVersion: null },
  }),
  request('rr_01katherine', 'outreach_queued', ['Katherine', 'Johnson', 'kj@example.com'], {
    contacts: [
      contact('ct_k1', 'Dorothy Vaughan', 'invited', { invited: 10 }),
      contact('ct_k2', 'Mary Jackson', 'invited', { invited: 10 }),
    ],
    updated: 10,
  }),
  request('rr_01alan', 'intake_pending', ['Alan', 'Kay', 'alan.kay@example.com'], { updated: 9 }),
  request('rr_01barbara', 'consent_granted', ['Barbara', 'Liskov', 'barbara@example.com'], {
    contacts: [contact('ct_b1', 'Nancy Lynch', 'pending')],
  }),
  request('rr_01dennis', 'created', ['Dennis', 'Ritchie', 'dmr@example.com'], {
    contacts: [contact('ct_d1', 'Ken Thompson', 'pending')],
  }),
  request('rr_01ada', 'collecting', ada, {
    role: 'Staff Engineer',
    contacts: [
      contact('ct_a1', 'Grace Hopper', 'completed', {
        invited: 9,
        done: 3,
        relationship: 'Former manager',
      }),
      contact('ct_a2', 'Alan Turing', 'opened', { invited: 9 }),
      contact('ct_a3', 'Charles Babbage', 'declined', { invited: 9, done: 8 }),
    ],
    updated: 9,
  }),
  request('rr_01john', 'consent_requested', ['John', 'Backus', 'backus@example.com'], {
    updated: 3,
  }),
  request('rr_01frances', 'intake_abandoned', ['Frances', 'Allen', 'fran@example.com'], {
    updated: 6,
  }),
  request('rr_01edsger', 'cancelled', ['Edsger', 'Dijkstra', 'ewd@example.com']),
  request('rr_00ada', 'cancelled', ada, { updated: 30 }),
];

function fail(code: string, detail: string, extra: Json = {}): { error: Json } {
  return { error: { code, detail, ...extra } };
}

/** The canned services: what each tool's service would answer for REQUESTS. */
function serve(tool: string, input: Json): Json | { error: Json } {
  const byId = (id: string) => REQUESTS.find((r) => r.id === id);
  switch (tool) {
    case 'list_reference_requests': {
      const all = REQUESTS.filter((r) => !input.status || r.status === input.status);
      const offset = input.cursor ? Number(String(input.cursor).slice(3)) : 0;
      const data = all.slice(offset, offset + input.limit);
      const more = offset + input.limit < all.length;
      return {
        object: 'list',
        data,
        nextCursor: more ? `rr_${String(offset + input.limit).padStart(26, '0')}` : null,
      };
    }
    case 'get_reference_request':
      return byId(input.requestId) ?? fail('not_found', 'reference request not found');
    case 'advance_lifecycle': {
      const r = byId(input.requestId);
      if (!r) return fail('not_found', 'reference request not found');
      const to = planMove(r.status, input.action)?.to ?? null;
      if (!to)
        return fail('invalid_transition', `${input.action} is not allowed in ${r.status}`, {
          allowedActions: r.allowedActions,
        });
      return { ...r, status: to, allowedActions: allowedActions(to) };
    }
    case 'cancel_reference_request': {
      const r = byId(input.requestId);
      if (!r) return fail('not_found', 'reference request not found');
      if (r.status === 'cancelled') return fail('invalid_transition', 'already cancelled');
      return { ...r, status: 'cancelled', allowedActions: [] };
    }
    case 'create_reference_request':
      return {
        referenceRequest: {
          ...request(
            'rr_02new',
            input.launchMode === 'manual_references' ? 'created' : 'intake_pending',
            [input.candidate.firstName, input.candidate.lastName, input.candidate.email],
          ),
          roleTitle: input.roleTitle ?? null,
        },
        workflow: { jobs: [] },
      };
    case 'draft_valuation': {
      const r = byId(input.requestId);
      if (!r) return fail('not_found', 'reference request not found');
      if (!(r.contacts as Json[]).some((c) => c.status === 'completed'))
        return fail('invalid_transition', 'needs at least one completed referee response');
      return { referenceRequestId: r.id, version: (r.report?.version ?? 0) + 1, status: 'draft' };
    }
    case 'approve_valuation': {
      const r = byId(input.requestId);
      if (!r) return fail('not_found', 'reference request not found');
      if (r.report?.status !== 'draft') return fail('invalid_transition', 'no draft to approve');
      return { referenceRequestId: r.id, status: 'approved', approvedVersion: r.report.version };
    }
    case 'share_report': {
      const r = byId(input.requestId);
      if (!r) return fail('not_found', 'reference request not found');
      if (r.report?.status !== 'approved') return fail('invalid_transition', 'not approved');
      return {
        id: 'shr_1',
        object: 'share_link',
        url: 'http://refcheck.test/reports/tok',
        expiresAt: ago(-(input.expiresInDays ?? 30)),
        revokedAt: null,
      };
    }
    case 'read_ops_feed':
      return {
        object: 'list',
        data: [{ id: 'ops_1', priority: 'normal', title: 'Grace is away', from: null }],
        nextCursor: null,
        preview: false,
      };
    case 'post_ops_message':
      return { id: 'ops_2', object: 'ops_message', ...input };
    case 'list_candidates': {
      const seen = new Map<string, Json>();
      for (const r of REQUESTS) seen.set(r.candidate.id, r.candidate);
      const search = input.search?.toLowerCase();
      const data = [...seen.values()].filter(
        (c) => !search || `${c.firstName} ${c.lastName} ${c.email}`.toLowerCase().includes(search),
      );
      return { object: 'list', data: data.slice(0, input.limit), nextCursor: null };
    }
    default:
      return fail('unknown_tool', `No tool ${tool}.`);
  }
}

export interface Call {
  tool: string;
  /** As the engine passed it. */
  input: unknown;
  status: ToolResult['status'];
}

/**
 * A turn on REQUESTS for a message and scopes: the tools offered are the
 * real table's for the scopes; every call is scope-checked and validated
 * against the tool's schema as `runTool` does, then answered by `serve`.
 */
export function fakeTurn(
  message: string,
  scopes: ReadonlySet<Scope> = ALL_SCOPES,
): { turn: AgentTurn; calls: Call[] } {
  const calls: Call[] = [];
  const { allowed, refused } = toolsFor(scopes);
  const turn: AgentTurn = {
    message,
    now: NOW,
    tools: allowed,
    unavailable: refused,
    changes: 'execute',
    links: false,
    call: async (name, input) => {
      const tool = findTool(name);
      let result: ToolResult;
      if (!tool) {
        result = { tool: name, input, output: { code: 'unknown_tool' }, status: 'error' };
      } else if (!scopes.has(tool.scope)) {
        result = {
          tool: name,
          input,
          output: { code: 'insufficient_scope', requiredScope: tool.scope },
          status: 'refused',
        };
      } else {
        const parsed = tool.input.safeParse(input ?? {});
        if (!parsed.success) {
          const errors = parsed.error.issues.map((i) => ({
            path: i.path.join('.'),
            message: i.message,
          }));
          result = {
            tool: name,
            input,
            output: { code: 'validation_failed', errors },
            status: 'error',
          };
        } else {
          const output = serve(name, parsed.data as Json);
          result =
            'error' in output
              ? { tool: name, input: parsed.data, output: output.error, status: 'error' }
              : { tool: name, input: parsed.data, output, status: 'ok' };
        }
      }
      calls.push({ tool: name, input, status: result.status });
      return result;
    },
  };
  return { turn, calls };
}

/** Whether a tool changes state (the fake never does, but a real call would). */
export function mutates(tool: string): boolean {
  return findTool(tool)?.mutates ?? false;
}
