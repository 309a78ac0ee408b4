import { performance } from 'node:perf_hooks';

export interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
  /** Milliseconds from sending the request to receiving this event. */
  atMs: number;
  /** Which chunk of the body carried it (0 first): events of one chunk arrived together. */
  chunk: number;
}

export interface SseResult {
  status: number;
  headers: Headers;
  events: StreamedEvent[];
  /** The body as text when the answer was not an event stream (problem+json). */
  text?: string;
}

/**
 * POSTs JSON over real HTTP and reads the `text/event-stream` answer as it
 * arrives, frame by frame, timing each event (for e2e tests and the bench).
 */
export async function postSse(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  /** Called with each event as it arrives (the stream is still open). */
  onEvent?: (event: StreamedEvent) => void,
): Promise<SseResult> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    return {
      status: response.status,
      headers: response.headers,
      events: [],
      text: await response.text(),
    };
  }
  const events: StreamedEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  let chunks = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = frame.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      const received = {
        event,
        data: JSON.parse(data),
        atMs: performance.now() - started,
        chunk: chunks,
      };
      events.push(received);
      onEvent?.(received);
      end = buffer.indexOf('\n\n');
    }
    chunks += 1;
  }
  return { status: response.status, headers: response.headers, events };
}
