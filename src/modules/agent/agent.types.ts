import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/auth.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { UnitOfWork } from '../../db/tx.ts';

/** A tool output: the service's view for that tool (typed by the route schemas, read here by tool name). */
// biome-ignore lint/suspicious/noExplicitAny: outputs are read per tool name; their shapes are the route schemas.
export type Json = Record<string, any>;

/** Who the agent acts for: the key's (or session's) tenant, environment and recruiter. */
export type AgentActing = Acting & { recruiterId: string };

/** One line of what a proposed change will do: "Candidate: John Smith". */
export interface ChangeDetail {
  label: string;
  value: string;
}

/** What a change tool will do, in words the recruiter confirms before it runs. */
export interface ChangePreview {
  /** One sentence: "Start a reference check for John Smith". */
  title: string;
  details: ChangeDetail[];
}

export type Preview = (ctx: AppContext, acting: AgentActing, input: Json) => Promise<ChangePreview>;

/**
 * One tool of the agent: the scope it needs and a call to the SAME service
 * the route of that action runs (so the same rules, transactions and audit
 * events apply). A tool never reaches the database itself. Its service
 * commits through `step`, the unit of work of one step of the turn: a tool's
 * result is never the turn's answer (src/http/unit-of-work.ts,
 * unitOfWorkOfSteps).
 */
export interface AgentTool<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  scope: Scope;
  /** Whether the tool changes state (its service writes the audit event). */
  mutates: boolean;
  input: S;
  /** For a tool that mutates: what it will do, read before it runs, for the recruiter to confirm. */
  preview?: Preview;
  run(ctx: AppContext, step: UnitOfWork, acting: AgentActing, input: z.output<S>): Promise<unknown>;
}

/**
 * What one tool call of the agent answered:
 * - `ok`: the service ran; `output` is what the route would have answered;
 * - `error`: the service refused (e.g. 404 not_found, 409 invalid_transition,
 *   validation); `output` is `{ code, detail, … }` and nothing changed;
 * - `refused`: the tool needs a scope the caller lacks; it did not run and
 *   `output` is `{ code: "insufficient_scope", requiredScope }`;
 * - `proposed`: a change the recruiter must confirm first (the console);
 *   `output` is the proposed action, and nothing changed yet.
 */
export interface ToolResult {
  tool: string;
  input: unknown;
  output: unknown;
  status: 'ok' | 'error' | 'refused' | 'proposed';
}

/** One message to answer, with the tools the caller may use and the one way to call them. */
export interface AgentTurn {
  message: string;
  /**
   * The recruiter's earlier messages of this conversation, oldest first (the
   * console sends them): a follow-up ("any red flags?") is about the person
   * they last named. Empty for a single question.
   */
  earlier?: readonly string[];
  /** The service clock's "now" for this turn (how long a request has waited is read against it). */
  now: Date;
  /** The tools the caller's scopes allow: the only ones an engine may offer. */
  tools: readonly AgentTool[];
  /** Tools the caller's scopes do not allow (named in help and refusals, never run). */
  unavailable: readonly AgentTool[];
  /** `propose`: change tools answer `proposed` and run only when the recruiter confirms. */
  changes: 'execute' | 'propose';
  /** Name records as console links, `[Ada Lovelace](/requests/rr_…)`, instead of by id. */
  links: boolean;
  /** Runs a tool through the scope check and its service; every call lands in `toolResults`. */
  call(name: string, input: unknown): Promise<ToolResult>;
}

/** An agent engine: the built-in deterministic one or a provider model (AGENT_MODEL). */
export interface AgentEngine {
  readonly name: string;
  respond(turn: AgentTurn): Promise<{ reply: string }>;
}
