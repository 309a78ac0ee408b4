import type { TestApp } from './app.ts';
import { bearer, type TestKey } from './factories.ts';

/** One server-sent event as received. */
export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Parses a whole `text/event-stream` body into its events. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim())
    .map((frame) => {
      const lines = frame.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/** The participant token in the last e-mail sent to `to` (intake or referee link). */
export function tokenFromMail(t: TestApp, to: string, kind: 'intake' | 'referee'): string {
  const mail = t.mailer.to(to).at(-1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  const match = new RegExp(`/${kind}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in the e-mail to ${to}`);
  return match[1]!;
}

/** Creates a reference request through the API and runs the worker (e-mails captured). */
export async function createRequestViaApi(
  t: TestApp,
  key: TestKey,
  body: Record<string, unknown>,
): Promise<{ id: string; status: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api/reference-requests',
    headers: bearer(key.plaintext),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  await t.app.worker.drain();
  return res.json().referenceRequest;
}

export async function lifecycle(t: TestApp, key: TestKey, requestId: string, action: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/api/reference-requests/${requestId}/lifecycle`,
    headers: bearer(key.plaintext),
    payload: { action },
  });
  if (res.statusCode !== 200) throw new Error(`${action} failed: ${res.statusCode} ${res.body}`);
  await t.app.worker.drain();
  return res.json();
}
