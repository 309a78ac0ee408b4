import { setImmediate } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, isAppError } from '../../core/errors.ts';
import type { Locale } from '../../core/locale.ts';
import { participantCopy } from '../../core/participant-copy.ts';
import { isConnectionLoss } from '../../db/connection-loss.ts';
import {
  abandonTurn,
  type PreparedTurn,
  releaseWhenReachable,
  saveTurn,
} from './conversation.service.ts';
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
 * stored (`conversation_limit`, with its own code and detail). A process
 * that starts stopping while the reply is still being written ends it with
 * `error` `shutting_down`, storing nothing, so the participant sends it
 * again to a process that stays; a reply already being stored finishes.
 * `afterSave` runs once the turn is stored (a failure there is logged: the
 * turn stands). A
 * lost database connection under the save is retried once (the save
 * recognises its own earlier commit), then answers `unavailable`.
 */
export async function streamTurn(
  ctx: Pick<AppContext, 'db' | 'clock' | 'log'>,
  reply: FastifyReply,
  agent: ConversationAgent,
  turn: PreparedTurn,
  afterSave?: (state: unknown) => Promise<void>,
): Promise<void> {
  const stream = new EventStream(reply);
  const stopping = reply.server.stopping;
  try {
    let done: Extract<AgentEvent, { type: 'done' }> | null = null;
    for await (const event of untilStopping(
      agent.reply(turn.input),
      stopping,
      turn.input.context.locale,
    )) {
      if (event.type === 'delta') stream.send('delta', { text: event.text });
      else done = event;
    }
    if (!done) throw new Error(`agent ${agent.name} ended without a reply`);
    // One turn of the event loop before the save, which is one statement now
    // and could otherwise finish before a reader on this process (the bench's
    // client, a test) had taken the deltas: they arrive on their own first.
    await setImmediate();
    if (stopping?.aborted) throw shuttingDown(turn.input.context.locale);
    const { messageId } = await saveTurn(ctx, turn, done);
    // What the stored turn sets off (a referee's confirmed decline), before `done` reports it.
    if (afterSave) {
      await afterSave(done.state).catch((err: unknown) =>
        reply.request.log.error({ err }, 'what a stored turn sets off failed'),
      );
    }
    stream.send('done', { messageId, text: done.text, state: done.state });
  } catch (error) {
    // The save ends the claim in its own statement; a reply that failed before it ends it
    // here, again and again while the database is away (the participant can send at once).
    await releaseWhenReachable(
      () => abandonTurn(ctx.db, turn),
      (err) => reply.request.log.error({ err }, 'a failed turn kept its claim until it lapses'),
    );
    // An AppError (the conversation's limit reached meanwhile) is the participant's to read.
    if (!isAppError(error)) {
      if (isConnectionLoss(error))
        reply.request.log.warn({ err: error }, 'conversation turn lost its database connection');
      else reply.request.log.error({ err: error }, 'conversation turn failed');
    }
    const failure: Pick<AppError, 'code' | 'message'> = isAppError(error)
      ? error
      : {
          code: 'unavailable',
          message: participantCopy(turn.input.context.locale).conversation.turnFailed,
        };
    stream.send('error', { code: failure.code, detail: failure.message });
  } finally {
    stream.end();
  }
}

/** The turn cut short as the process stops: said in the participant's language, since their chat shows it. */
function shuttingDown(locale: Locale): AppError {
  return new AppError('shutting_down', participantCopy(locale).conversation.shuttingDown);
}

/**
 * The agent's events until the process starts stopping: then it throws
 * `shutting_down` at once, without waiting for the agent's next event (a
 * provider's reply can take many seconds), and leaves the agent's stream.
 */
async function* untilStopping<T>(
  events: AsyncIterable<T>,
  stopping: AbortSignal | undefined,
  locale: Locale,
): AsyncIterable<T> {
  if (!stopping) return yield* events;
  const iterator = events[Symbol.asyncIterator]();
  let onAbort = () => {};
  const stopped = new Promise<'stopped'>((resolve) => {
    onAbort = () => resolve('stopped');
    if (stopping.aborted) resolve('stopped');
    else stopping.addEventListener('abort', onAbort, { once: true });
  });
  try {
    for (;;) {
      const pending = iterator.next();
      // Left behind when the process stops: its late failure is nobody's.
      pending.catch(() => {});
      const next = await Promise.race([pending, stopped]);
      if (next === 'stopped') {
        // Not awaited: a generator busy awaiting its model returns only after that.
        iterator.return?.().catch(() => {});
        throw shuttingDown(locale);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    stopping.removeEventListener('abort', onAbort);
  }
}
