import { setImmediate } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { type AppError, isAppError } from '../../core/errors.ts';
import { participantCopy } from '../../core/participant-copy.ts';
import { abandonTurn, type PreparedTurn, saveTurn } from './conversation.service.ts';
import type { AgentEvent, ConversationAgent } from './interviewer/agent.types.ts';

/**
 * Server-sent events as CONTRACT frames them: `event: delta` (`{"text"}`)
 * zero or more times, then exactly one `event: done`
 * (`{"messageId","text","state"}`) or `event: error` (`{"code","detail"}`),
 * then the response ends.
 */
export class EventStream {
  private closed = false;

  constructor(private readonly reply: FastifyReply) {
    // Fastify's own reply (and its hooks) step aside; the headers it already
    // holds (x-request-id) are carried over onto the raw response.
    reply.hijack();
    const carried = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
    ) as Record<string, string | number | string[]>;
    reply.raw.writeHead(200, {
      ...carried,
      'content-type': 'text/event-stream; charset=utf-8',
      // A participant's conversation: never kept by a browser or proxy.
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // Send the status line and headers now: the client knows the stream is on.
    reply.raw.flushHeaders();
    reply.raw.on('close', () => {
      this.closed = true;
    });
  }

  /** True once the client has gone away. */
  get disconnected(): boolean {
    return this.closed;
  }

  send(event: 'delta' | 'done' | 'error', data: unknown): void {
    if (this.closed || this.reply.raw.writableEnded) return;
    this.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    if (!this.reply.raw.writableEnded) this.reply.raw.end();
  }
}

/**
 * Runs one turn of a conversation over SSE: streams the agent's deltas,
 * stores both messages once the reply is done (even if the client left
 * meanwhile, so a reload shows it), then sends `done`. A failing agent ends
 * the stream with `error` and stores nothing; so does a turn refused when
 * stored (`conversation_limit`, with its own code and detail).
 */
export async function streamTurn(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log'>,
  reply: FastifyReply,
  agent: ConversationAgent,
  turn: PreparedTurn,
): Promise<void> {
  const stream = new EventStream(reply);
  try {
    let done: Extract<AgentEvent, { type: 'done' }> | null = null;
    for await (const event of agent.reply(turn.input)) {
      if (event.type === 'delta') stream.send('delta', { text: event.text });
      else done = event;
    }
    if (!done) throw new Error(`agent ${agent.name} ended without a reply`);
    // One turn of the event loop before the save, which is one statement now
    // and could otherwise finish before a reader on this process (the bench's
    // client, a test) had taken the deltas: they arrive on their own first.
    await setImmediate();
    const { messageId } = await saveTurn(ctx, turn, done);
    stream.send('done', { messageId, text: done.text, state: done.state });
  } catch (error) {
    // The save ends the claim in its own statement; a reply that failed before it ends it here.
    await abandonTurn(ctx.db, turn).catch((err: unknown) =>
      reply.request.log.error({ err }, 'a failed turn kept its claim until it lapses'),
    );
    // An AppError (the conversation's limit reached meanwhile) is the participant's to read.
    if (!isAppError(error)) reply.request.log.error({ err: error }, 'conversation turn failed');
    const failure: Pick<AppError, 'code' | 'message'> = isAppError(error)
      ? error
      : {
          code: 'unavailable',
          message: participantCopy().conversation.turnFailed,
        };
    stream.send('error', { code: failure.code, detail: failure.message });
  } finally {
    stream.end();
  }
}
