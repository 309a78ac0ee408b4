import { z } from 'zod';
import { idString, tenantParams, timestampString } from '../../core/schemas.ts';
import { EXAMPLE_REQUEST } from '../requests/requests.schemas.ts';

/** The spec's agent request body. */
export const agentBody = z
  .object({
    message: z.string().trim().min(1).max(4000).describe('What you want, in plain words'),
  })
  .meta({
    id: 'AgentMessage',
    examples: [{ message: 'Which reference requests are waiting for review?' }],
  });
export type AgentInput = z.infer<typeof agentBody>;

/** The console's message: with the recruiter's earlier messages, so a follow-up is understood. */
export const consoleAgentBody = z
  .object({
    message: agentBody.shape.message,
    earlier: z
      .array(z.string().trim().min(1).max(4000))
      .max(10)
      .optional()
      .describe(
        'The recruiter’s earlier messages of this conversation, oldest first: "any red flags?" is about the person they last named',
      ),
  })
  .meta({
    id: 'ConsoleAgentMessage',
    examples: [{ message: 'any red flags?', earlier: ['where is Maria Santos at?'] }],
  });

/** A change the console's assistant proposed: what it will do, until the recruiter confirms it. */
export const agentActionSchema = z
  .object({
    object: z.literal('agent_action'),
    id: z.string().describe('Confirm it with `POST …/ops/agent/actions/:id/confirm`'),
    status: z.literal('proposed'),
    tool: z.string().describe('The change it will run, e.g. `create_reference_request`'),
    title: z.string().describe('What it will do, in one sentence'),
    details: z
      .array(z.object({ label: z.string(), value: z.string() }))
      .describe('Candidate, e-mail, role, mode (live or test), what will be sent'),
    environment: z.enum(['live', 'test']),
    expiresAt: timestampString.describe('After this it can no longer be confirmed'),
  })
  .meta({ id: 'AgentAction' });
export type AgentActionView = z.infer<typeof agentActionSchema>;

export const toolResultSchema = z
  .object({
    tool: z.string().describe('The tool the agent called, e.g. `list_reference_requests`'),
    input: z.unknown().describe('What it passed to the tool'),
    output: z.unknown().describe("The tool's answer: the API object, or a problem when refused"),
    status: z
      .enum(['ok', 'error', 'refused', 'proposed'])
      .describe(
        "`ok`: ran; `error`: the service refused, nothing changed; `refused`: outside the key's scopes, not run; " +
          '`proposed` (console only): a change waiting for the recruiter’s confirmation, `output` is the `agent_action`',
      ),
  })
  .meta({ id: 'AgentToolResult' });

export const agentResponseSchema = z
  .object({
    object: z.literal('agent_response').describe('Always `agent_response`'),
    reply: z.string().describe("The agent's answer, as text"),
    engine: z
      .string()
      .describe('The engine that answered: `builtin` or the provider model (`openai:…`)'),
    toolResults: z.array(toolResultSchema).describe('The tools it ran, in order'),
  })
  .meta({
    id: 'AgentResponse',
    examples: [
      {
        object: 'agent_response',
        reply: `1 reference request:\n- ${EXAMPLE_REQUEST.id} (Amara Okafor, Senior Backend Engineer): status review_requested.`,
        engine: 'builtin',
        toolResults: [
          {
            tool: 'list_reference_requests',
            input: { status: 'review_requested' },
            output: {
              object: 'list',
              data: [
                { ...EXAMPLE_REQUEST, status: 'review_requested', allowedActions: ['cancel'] },
              ],
              nextCursor: null,
            },
            status: 'ok',
          },
        ],
      },
    ],
  });
export type AgentResponse = z.infer<typeof agentResponseSchema>;

export const agentActionParams = tenantParams.extend({ actionId: idString });

/** What confirming a proposed change did: it ran once (`confirmed`) or its service refused (`failed`, nothing changed). */
export const agentConfirmationSchema = z
  .object({
    object: z.literal('agent_action'),
    id: z.string(),
    status: z.enum(['confirmed', 'failed']),
    reply: z.string().describe('What happened, as text'),
    toolResult: toolResultSchema,
  })
  .meta({ id: 'AgentActionConfirmation' });
export type AgentConfirmation = z.infer<typeof agentConfirmationSchema>;
