/**
 * The workspace the recruiter questions (corpus/recruiter-questions.ts) are
 * asked in, as the tools would answer them, and a console turn on it: change
 * tools are proposed (as in the console), and every proposal is checked
 * against what the service would do on Confirm.
 */

import { ALL_SCOPES, type Scope } from '../../core/auth.ts';
import { DAY_MS } from '../../core/clock.ts';
import { allowedActions, planMove, type RequestState } from '../requests/workflow.ts';
import type { AgentTurn, Json, ToolResult } from './agent.types.ts';
import { findTool, toolsFor } from './tools.ts';

export const NOW = new Date('2026-11-02T09:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

type Ratings = Record<string, number>;
interface Referee {
  id: string;
  name: string;
  status: 'pending' | 'invited' | 'opened' | 'completed' | 'declined';
  invited?: number;
  relationship?: string;
  ratings?: Ratings;
  wouldRehire?: boolean;
}
interface Person {
  id: string;
  name: string;
  role: string;
  location: string;
  stage: string | null;
  status: RequestState;
  referees: Referee[];
  report?: { status: 'draft' | 'approved'; version: number; approvedVersion: number | null };
  signals?: {
    kind: string;
    severity: 'low' | 'medium' | 'high';
    status: string;
    contactId: string;
    note?: string;
  }[];
  updated?: number;
}

const PEOPLE: Person[] = [
  {
    id: 'maria',
    name: 'Maria Santos',
    role: 'Product Designer',
    location: 'Lisbon, Portugal',
    stage: 'final_interview',
    status: 'collecting',
    referees: [
      {
        id: 'ct_m1',
        name: 'Rui Costa',
        status: 'completed',
        invited: 4,
        relationship: 'Former manager',
        ratings: { communication: 4, teamwork: 4 },
        wouldRehire: true,
      },
      { id: 'ct_m2', name: 'Joana Reis', status: 'invited', invited: 4 },
    ],
  },
  {
    id: 'priya',
    name: 'Priya Natarajan',
    role: 'Senior Product Designer',
    location: 'Berlin, Germany',
    stage: 'offer',
    status: 'review_requested',
    referees: [
      {
        id: 'ct_p1',
        name: 'Tom Becker',
        status: 'completed',
        invited: 6,
        relationship: 'Design Director',
        ratings: { communication: 5, teamwork: 5, reliability: 4 },
        wouldRehire: true,
      },
      {
        id: 'ct_p2',
        name: 'Ana Costa',
        status: 'completed',
        invited: 6,
        relationship: 'Peer',
        ratings: { communication: 4 },
        wouldRehire: true,
      },
    ],
    report: { status: 'draft', version: 1, approvedVersion: null },
    signals: [
      { kind: 'completed_too_fast', severity: 'medium', status: 'open', contactId: 'ct_p2' },
    ],
  },
  {
    id: 'joao',
    name: 'João Silva',
    role: 'Backend Engineer',
    location: 'Lisbon, Portugal',
    stage: 'screen',
    status: 'consent_requested',
    referees: [],
    updated: 2,
  },
  {
    id: 'chen',
    name: 'Chen Wei',
    role: 'UX Designer',
    location: 'Remote (EU)',
    stage: 'final_interview',
    status: 'review_requested',
    referees: [
      {
        id: 'ct_c1',
        name: 'Ines Moreau',
        status: 'completed',
        invited: 12,
        relationship: 'Team lead',
        ratings: { communication: 4, technical_skill: 4 },
        wouldRehire: true,
      },
    ],
    report: { status: 'approved', version: 1, approvedVersion: 1 },
    signals: [
      {
        kind: 'free_mail_professional',
        severity: 'low',
        status: 'dismissed',
        contactId: 'ct_c1',
        note: 'Freelance, checked by phone',
      },
    ],
  },
  {
    id: 'sam',
    name: 'Sam Okoro',
    role: 'Data Analyst',
    location: 'London, UK',
    stage: 'screen',
    status: 'created',
    referees: [{ id: 'ct_s1', name: 'Kate Doyle', status: 'pending' }],
  },
  {
    id: 'lena',
    name: 'Lena Fischer',
    role: 'Designer',
    location: 'Berlin, Germany',
    stage: null,
    status: 'cancelled',
    referees: [],
  },
  {
    id: 'aisha',
    name: 'Aisha Khan',
    role: 'Engineering Manager',
    location: 'London, UK',
    stage: 'final_interview',
    status: 'outreach_queued',
    referees: [
      { id: 'ct_a1', name: 'Mark Lee', status: 'invited', invited: 10 },
      { id: 'ct_a2', name: 'Sara Ali', status: 'invited', invited: 10 },
    ],
    updated: 10,
  },
  {
    id: 'tom',
    name: 'Tom Hughes',
    role: 'Product Designer',
    location: 'Lisbon, Portugal',
    stage: 'screen',
    status: 'intake_pending',
    referees: [],
    updated: 3,
  },
  {
    id: 'omar',
    name: 'Omar Haddad',
    role: 'Data Engineer',
    location: 'Dubai, UAE',
    stage: 'offer',
    status: 'review_requested',
    referees: [
      {
        id: 'ct_o1',
        name: 'Lina Saleh',
        status: 'completed',
        invited: 8,
        ratings: { technical_skill: 5 },
        wouldRehire: true,
      },
    ],
    report: { status: 'draft', version: 1, approvedVersion: null },
  },
];

function split(name: string): [string, string] {
  const [first, ...rest] = name.split(' ');
  return [first!, rest.join(' ')];
}

function contactOf(r: Referee): Json {
  const [firstName, lastName] = split(r.name);
  const invitedAt = r.invited === undefined ? null : ago(r.invited);
  return {
    id: r.id,
    object: 'reference_contact',
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.org`,
    relationship: r.relationship ?? null,
    status: r.status,
    invitedAt,
    openedAt: r.status === 'opened' || r.status === 'completed' ? invitedAt : null,
    completedAt: r.status === 'completed' ? ago(1) : null,
    declinedAt: null,
    createdAt: ago(20),
    updatedAt: ago(r.invited ?? 20),
  };
}

function candidateOf(p: Person): Json {
  const [firstName, lastName] = split(p.name);
  return {
    id: `cand_${p.id}`,
    firstName,
    lastName,
    email: `${p.id}@example.com`,
    stage: p.stage,
  };
}

function requestOf(p: Person): Json {
  return {
    id: `rr_${p.id}`,
    object: 'reference_request',
    status: p.status,
    launchMode: p.status === 'created' ? 'manual_references' : 'candidate_intake',
    roleTitle: p.role,
    candidate: candidateOf(p),
    contacts: p.referees.map(contactOf),
    report: p.report ? { id: `rpt_${p.id}`, ...p.report, activeShareLinks: 0 } : null,
    allowedActions: allowedActions(p.status),
    environment: 'live',
    createdAt: ago(20),
    updatedAt: ago(p.updated ?? 1),
  };
}

export const REQUESTS: readonly Json[] = PEOPLE.map(requestOf);

function reviewOf(p: Person): Json {
  const completed = p.referees.filter((r) => r.status === 'completed');
  const labels: Record<string, string> = {
    communication: 'Communication',
    technical_skill: 'Technical skill',
    teamwork: 'Teamwork',
    reliability: 'Reliability',
    problem_solving: 'Problem solving',
    leadership: 'Leadership',
  };
  return {
    object: 'reference_request_review',
    referenceRequest: requestOf(p),
    responses: completed.map((r) => {
      const [firstName, lastName] = split(r.name);
      return {
        id: `resp_${r.id}`,
        object: 'reference_response',
        contactId: r.id,
        referee: { firstName, lastName, relationship: r.relationship ?? null },
        status: 'completed',
        answers: { ratings: r.ratings ?? {}, wouldRehire: r.wouldRehire },
        completedAt: ago(1),
      };
    }),
    reusedResponses: [],
    ratings: Object.entries(labels).map(([competency, label]) => {
      const byReferee = completed
        .filter((r) => r.ratings?.[competency] !== undefined)
        .map((r) => ({ contactId: r.id, rating: r.ratings![competency]! }));
      const sum = byReferee.reduce((t, e) => t + e.rating, 0);
      return {
        competency,
        label,
        average: byReferee.length ? sum / byReferee.length : null,
        count: byReferee.length,
        byReferee,
      };
    }),
    wouldRehire: {
      yes: completed.filter((r) => r.wouldRehire === true).length,
      no: completed.filter((r) => r.wouldRehire === false).length,
      unknown: completed.filter((r) => r.wouldRehire === undefined).length,
    },
    trustSignals: (p.signals ?? []).map((s, i) => ({
      id: `ts_${p.id}_${i}`,
      object: 'trust_signal',
      referenceRequestId: `rr_${p.id}`,
      contactId: s.contactId,
      kind: s.kind,
      severity: s.severity,
      details: {},
      status: s.status,
      reviewNote: s.note ?? null,
      testRolePlay: false,
    })),
  };
}

function fail(code: string, detail: string): { error: Json } {
  return { error: { code, detail } };
}

/** Whether the service would run this change now (what Confirm would answer). */
export function wouldRun(tool: string, input: Json): boolean {
  const r = REQUESTS.find((x) => x.id === input.requestId);
  if (!r) return tool === 'create_reference_request' || tool === 'post_ops_message';
  switch (tool) {
    case 'advance_lifecycle':
      return planMove(r.status, input.action) !== null;
    case 'cancel_reference_request':
      return r.status !== 'cancelled' && r.status !== 'completed';
    case 'draft_valuation':
      return (r.contacts as Json[]).some((c) => c.status === 'completed');
    case 'approve_valuation':
      return r.report?.status === 'draft';
    case 'share_report':
      return r.report?.approvedVersion != null;
    default:
      return true;
  }
}

function serve(tool: string, input: Json): Json | { error: Json } {
  switch (tool) {
    case 'list_reference_requests': {
      const all = REQUESTS.filter((r) => !input.status || r.status === input.status);
      return { object: 'list', data: all.slice(0, input.limit), nextCursor: null };
    }
    case 'get_reference_request':
      return (
        REQUESTS.find((r) => r.id === input.requestId) ??
        fail('not_found', 'reference request not found')
      );
    case 'read_reference_review': {
      const p = PEOPLE.find((x) => `rr_${x.id}` === input.requestId);
      return p ? reviewOf(p) : fail('not_found', 'reference request not found');
    }
    case 'list_candidates': {
      const search = input.search?.toLowerCase();
      const data = PEOPLE.map(
        (p): Json => ({
          ...candidateOf(p),
          object: 'candidate',
          profile: { location: p.location, headline: p.role },
        }),
      ).filter((c) => !search || `${c.firstName} ${c.lastName}`.toLowerCase().includes(search));
      return { object: 'list', data: data.slice(0, input.limit), nextCursor: null };
    }
    case 'read_ops_feed':
      return { object: 'list', data: [], nextCursor: null, preview: false };
    default:
      return fail('unknown_tool', `No tool ${tool}.`);
  }
}

export interface ConsoleCall {
  tool: string;
  input: Json;
  status: ToolResult['status'];
  /** A proposal the service would refuse on Confirm. */
  refusedOnConfirm?: true;
}

/** A console turn (changes proposed, records as links) on the recruiter workspace. */
export function consoleTurn(
  message: string,
  earlier: string[] = [],
  scopes: ReadonlySet<Scope> = ALL_SCOPES,
): { turn: AgentTurn; calls: ConsoleCall[] } {
  const calls: ConsoleCall[] = [];
  const { allowed, refused } = toolsFor(scopes);
  const turn: AgentTurn = {
    message,
    earlier,
    now: NOW,
    tools: allowed,
    unavailable: refused,
    changes: 'propose',
    links: true,
    call: async (name, raw) => {
      const tool = findTool(name);
      if (!tool) {
        calls.push({ tool: name, input: raw as Json, status: 'error' });
        return { tool: name, input: raw, output: { code: 'unknown_tool' }, status: 'error' };
      }
      if (!scopes.has(tool.scope)) {
        calls.push({ tool: name, input: raw as Json, status: 'refused' });
        return {
          tool: name,
          input: raw,
          output: { code: 'insufficient_scope', requiredScope: tool.scope },
          status: 'refused',
        };
      }
      const parsed = tool.input.safeParse(raw ?? {});
      if (!parsed.success) {
        calls.push({ tool: name, input: raw as Json, status: 'error' });
        return {
          tool: name,
          input: raw,
          output: { code: 'validation_failed', errors: [] },
          status: 'error',
        };
      }
      const input = parsed.data as Json;
      if (tool.mutates) {
        const call: ConsoleCall = { tool: name, input, status: 'proposed' };
        if (!wouldRun(name, input)) call.refusedOnConfirm = true;
        calls.push(call);
        return {
          tool: name,
          input,
          output: {
            object: 'agent_action',
            id: 'act_1',
            status: 'proposed',
            tool: name,
            title: `Run ${name}`,
            details: [],
          },
          status: 'proposed',
        };
      }
      const output = serve(name, input);
      const result: ToolResult =
        'error' in output
          ? { tool: name, input, output: output.error, status: 'error' }
          : { tool: name, input, output, status: 'ok' };
      calls.push({ tool: name, input, status: result.status });
      return result;
    },
  };
  return { turn, calls };
}
