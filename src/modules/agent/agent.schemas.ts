import { z } from 'zod';
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

export const toolResultSchema = z
  .object({
    tool: z.string().describe('The tool the agent called, e.g. `list_reference_requests`'),
    input: z.unknown().describe('What it passed to the tool'),
    output: z.unknown().describe("The tool's answer: the API object, or a problem when refused"),
    status: z
      .enum(['ok', 'error', 'refused'])
      .describe(
        "`ok`: ran; `error`: the service refused, nothing changed; `refused`: outside the key's scopes, not run",
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
        reply: `1 reference requests:\n- ${EXAMPLE_REQUEST.id} (Amara Okafor, Senior Backend Engineer): status review_requested.`,
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
