import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  type LocalMessagesEndpoint,
  type LocalSmtpServer,
  listeningOutreachStandIns,
} from '../../../test/helpers/outreach-stand-ins.ts';
import { manualRequestBody } from '../requests/requests.test-helper.ts';
import { SMS_OUTCOME_UNKNOWN, settleDelivery } from './deliveries.repo.ts';

/**
 * Issue 38, item 7 (CONTRACT "Outreach": a text message is sent at most
 * once). The state a sender leaves when it dies after calling the provider
 * and before recording the answer: the delivery `sending`, the message in
 * the provider's hands. The worker that takes the job over sends no second
 * text; the delivery ends `failed` with that reason and its event; the
 * e-mail of the same invitation still goes. (test/e2e/sms-at-most-once
 * kills a real process at that point.)
 */
let t: TestApp;
let smtp: LocalSmtpServer;
let messages: LocalMessagesEndpoint;
let key: TestKey;

beforeAll(async () => {
  const standIns = await listeningOutreachStandIns();
  ({ smtp, messages } = standIns);
  t = await buildTestApp({ realMailer: true, config: standIns.config });
  const tenant = await createTenant(t, 'Acme Recruiting');
  key = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await messages.close();
});

type Delivery = { id: string; channel: string; status: string; error: string | null };
type RequestView = { id: string; contacts: { id: string; deliveries: Delivery[] }[] };

async function api<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
  const response = await t.app.inject({
    method,
    url: `/v1/api${url}`,
    headers: bearer(key.plaintext),
    ...(body ? { payload: body } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

it('does not send a text again whose sender died after the provider call: failed with the reason, and the e-mail goes', async () => {
  const phone = '+12125550142';
  const email = 'grace.once@example.org';
  const body = manualRequestBody({
    contacts: [{ firstName: 'Grace', lastName: 'Hopper', email, phone, relationship: 'manager' }],
  });
  const created = await api<{ referenceRequest: RequestView }>('POST', '/reference-requests', body);
  const id = created.referenceRequest.id;
  for (const action of ['grant_candidate_consent', 'queue_outreach']) {
    await api('POST', `/reference-requests/${id}/lifecycle`, { action });
  }
  // One batch: the invitation job records the deliveries and queues their jobs, which wait.
  await t.app.worker.runOnce();
  const queued = await api<RequestView>('GET', `/reference-requests/${id}`);
  const sms = queued.contacts[0]!.deliveries.find((d) => d.channel === 'sms')!;
  expect(sms.status).toBe('queued');

  // The dead sender's steps: `sending` committed, then the provider called; nothing after.
  const ctx = t.app.ctx;
  await settleDelivery(ctx.db, sms.id, { status: 'sending' }, ctx.clock.now());
  const first = messages.to(phone).length;
  await ctx.sms.send({ to: phone, body: 'the first copy', idempotencyKey: sms.id });
  expect(messages.to(phone)).toHaveLength(first + 1);

  await t.app.worker.drain();

  expect(messages.to(phone)).toHaveLength(first + 1);
  const after = await api<RequestView>('GET', `/reference-requests/${id}`);
  const byChannel = Object.fromEntries(after.contacts[0]!.deliveries.map((d) => [d.channel, d]));
  expect(byChannel.sms).toMatchObject({ id: sms.id, status: 'failed', error: SMS_OUTCOME_UNKNOWN });
  expect(byChannel.email).toMatchObject({ status: 'sent', error: null });
  await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(1);
  const failures = async () =>
    (
      await api<{ data: { targetId: string }[] }>(
        'GET',
        `/events?type=reference_contact.delivery_failed&targetId=${after.contacts[0]!.id}`,
      )
    ).data.length;
  await expect.poll(failures, { timeout: 10_000 }).toBe(1);

  // Run again, it stays failed and sends nothing.
  await t.app.worker.drain();
  expect(messages.to(phone)).toHaveLength(first + 1);
});
