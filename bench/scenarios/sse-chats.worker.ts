import { parentPort, workerData } from 'node:worker_threads';
import { postSse } from '../../test/helpers/sse-client.ts';

/** What the scenario hands the thread: one referee chat URL per conversation. */
export interface SseChatsInput {
  urls: string[];
  turnsPerChat: number;
  lines: string[];
}

/** Per measured turn: ms to the first event and to `done`, and whether the first delta came in a chunk before `done`'s. */
export interface SseChatsResult {
  first: number[];
  done: number[];
  streamed: number;
}

/**
 * The referee's side of the SSE scenario, on a thread of its own: a browser
 * reads each event as the kernel delivers it, whatever the server does
 * meanwhile. On the server's event loop the client could read a turn's
 * deltas only once the server's loop let it, often together with `done`.
 */
async function converseAll({ urls, turnsPerChat, lines }: SseChatsInput): Promise<SseChatsResult> {
  const result: SseChatsResult = { first: [], done: [], streamed: 0 };
  const converse = async (url: string) => {
    for (let i = 0; i < turnsPerChat + 1; i++) {
      const turn = await postSse(url, { message: lines[i % lines.length] });
      const last = turn.events.at(-1);
      if (turn.status !== 200 || last?.event !== 'done') {
        throw new Error(`turn ${i}: ${turn.status} ${last?.event ?? turn.text}`);
      }
      if (i === 0) continue; // warm-up
      const opening = turn.events[0]!;
      result.first.push(opening.atMs);
      result.done.push(last.atMs);
      // Streamed: the first delta came in a chunk of its own, before the one with `done`.
      if (opening.event === 'delta' && opening.chunk < last.chunk) result.streamed += 1;
    }
  };
  await Promise.all(urls.map(converse));
  return result;
}

converseAll(workerData as SseChatsInput).then(
  (result) => parentPort?.postMessage({ result }),
  (error: unknown) => parentPort?.postMessage({ error: String((error as Error).stack ?? error) }),
);
