import type { RefereeContext, RefereeState } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';

/**
 * One referee message through the built-in engine, as the chat sends it: the reply's text and
 * the state after it. The readers' round tests drive the engine with it.
 */
export async function refereeTurn(on: RefereeContext, state: RefereeState, message: string) {
  const agent = new BuiltinConversationAgent();
  let done: { text: string; state: RefereeState } | null = null;
  for await (const event of agent.reply({
    kind: 'referee',
    context: on,
    transcript: [],
    state,
    message,
  })) {
    if (event.type === 'done') done = { text: event.text, state: event.state as RefereeState };
  }
  return done!;
}
