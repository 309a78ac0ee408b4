import { z } from 'zod';

/** The spec's agent request body. */
export const agentBody = z.object({
  message: z.string().trim().min(1).max(4000),
});
export type AgentInput = z.infer<typeof agentBody>;

export const toolResultSchema = z.object({
  tool: z.string(),
  input: z.unknown(),
  output: z.unknown(),
  /** ok: ran; error: the service refused, nothing changed; refused: outside the caller's scopes, not run. */
  status: z.enum(['ok', 'error', 'refused']),
});

export const agentResponseSchema = z
  .object({
    object: z.literal('agent_response'),
    reply: z.string(),
    /** The engine that answered: `builtin` or the provider model (`openai:…`). */
    engine: z.string(),
    toolResults: z.array(toolResultSchema),
  })
  .meta({ id: 'AgentResponse' });
export type AgentResponse = z.infer<typeof agentResponseSchema>;
