import type { AgentEvent, AgentInput, ConversationAgent } from './agent.types.ts';
import { intakeTurn, withoutRepeat } from './intake-agent.ts';
import { questionnaireTurn } from './questionnaire-turn.ts';
import { refereeTurn } from './referee-agent.ts';
import { chunkWords, interviewReferee, type RefereeInput } from './referee-interview.ts';
import { lastReplyIn } from './unrepeated.ts';

export { chunkWords } from './referee-interview.ts';

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
    if (input.kind === 'referee') {
      yield* interviewReferee(input, builtinReading, 'buffered');
      return;
    }
    const turn = intakeTurn(input.context, input.state, input.message);
    const { state } = turn;
    const text = withoutRepeat(turn.text, lastReplyIn(input.transcript), input.context.locale);
    for (const chunk of chunkWords(text, WORDS_PER_CHUNK)) yield { type: 'delta', text: chunk };
    yield { type: 'done', text, state };
  }
}

/** The built-in readers as a reading source (referee-interview.ts ReadingSource). */
export async function* builtinReading(input: RefereeInput): AsyncIterable<AgentEvent> {
  const { text, state } = input.context.questions
    ? questionnaireTurn(input.context, input.context.questions, input.state, input.message)
    : refereeTurn(input.context, input.state, input.message);
  yield { type: 'done', text, state };
}
