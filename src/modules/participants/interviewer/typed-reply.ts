import type { AgentEvent, ConversationAgent, IntakeState, RefereeState } from './agent.types.ts';
import { chunkWords } from './builtin-agent.ts';

/**
 * The reply to a tap on a control, already worked out from the typed answer
 * (no reading, no model: a tap says its answer without doubt). Streamed in
 * word groups like any reply, so a page reads it as it reads a message's.
 */
export function typedReplyAgent(reply: {
  text: string;
  state: IntakeState | RefereeState;
}): ConversationAgent {
  return {
    name: 'typed-answer',
    async *reply(): AsyncIterable<AgentEvent> {
      for (const chunk of chunkWords(reply.text, 4)) yield { type: 'delta', text: chunk };
      yield { type: 'done', text: reply.text, state: reply.state };
    },
  };
}
