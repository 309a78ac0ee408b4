import type { AgentTool } from './tools.ts';

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
