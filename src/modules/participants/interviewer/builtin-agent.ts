import type { AgentEvent, AgentInput, ConversationAgent } from './agent.types.ts';
import { intakeTurn } from './intake-agent.ts';
import { questionnaireTurn } from './questionnaire-turn.ts';
import { refereeTurn } from './referee-agent.ts';

/** Words per streamed chunk: small enough to feel live, large enough to keep frames few. */
const WORDS_PER_CHUNK = 4;

/**
 * The default engine (`AGENT_MODEL=builtin`): deterministic, offline, no
 * network. Streams its reply in word groups like a model would, so clients
 * exercise the same SSE path.
 */
export class BuiltinConversationAgent implements ConversationAgent {
  readonly name = 'builtin';

  async *reply(input: AgentInput): AsyncIterable<AgentEvent> {
    const { text, state } =
      input.kind === 'intake'
        ? intakeTurn(input.context, input.state, input.message)
        : input.context.questions
          ? questionnaireTurn(input.context, input.context.questions, input.state, input.message)
          : refereeTurn(input.context, input.state, input.message);
    for (const chunk of chunkWords(text, WORDS_PER_CHUNK)) yield { type: 'delta', text: chunk };
    yield { type: 'done', text, state };
  }
}

/** Splits text into groups of words whose concatenation is the text itself. */
export function chunkWords(text: string, size: number): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += size) chunks.push(tokens.slice(i, i + size).join(''));
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  if (lead && chunks.length > 0) chunks[0] = lead + chunks[0];
  return chunks;
}
