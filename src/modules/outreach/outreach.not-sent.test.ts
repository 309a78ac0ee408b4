import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import {
  type LocalMessagesEndpoint,
  type LocalSmtpServer,
  listeningOutreachStandIns,
} from '../../../test/helpers/outreach-stand-ins.ts';
import { deliveries, jobs } from '../../db/schema/index.ts';
import { manualRequestBody } from '../requests/requests.test-helper.ts';
import { DELIVER_JOB_TYPE } from './deliver.job.ts';
import { NOT_SENT } from './deliveries.repo.ts';

/**
 * Deliveries that must not go out: queued for a request then cancelled, or
 * for an address then corrected. Each ends `failed` with why it was not
 * sent, without `reference_contact.delivery_failed`; and a correction made
 * before the first invitation went out sends exactly one invitation, to the
 * new address, with a link that opens.
 */
let t: TestApp;
let smtp: LocalSmtpServer;
let messages: LocalMessagesEndpoint;
let tenant: TestTenant;
let live: TestKey;

beforeAll(async () => {
  const standIns = await listeningOutreachStandIns();
  ({ smtp, messages } = standIns);
  t = await buildTestApp({ realMailer: true, config: standIns.config });
  tenant = await createTenant(t, 'Acme Recruiting');
  live = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await messages.close();
});

type Delivery = { id: string; channel: string; kind: string; status: string; error: string | null };
type Contact = { id: string; email: string; phone: string; deliveries: Delivery[] };
type RequestView = { id: string; status: string; contacts: Contact[] };

async function api(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/v1/api${url}`,
    headers: bearer(live.plaintext),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function ok<T = RequestView>(response: {
  statusCode: number;
  body: string;
  json(): unknown;
}) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const view = async (id: string) => ok(await api('GET', `/reference-requests/${id}`));

const referee = (email: string, phone: string) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  phone,
  relationship: 'manager',
});

/**
 * A request moved to outreach, the worker not run yet: its invitation job is
 * queued. With `invitationJobRan`, that job has run once (one poll): the
 * deliveries are recorded and queued, none sent.
 */
async function queuedOutreach(contact: ReturnType<typeof referee>, invitationJobRan: boolean) {
  await t.app.worker.drain();
  const created = await ok<{ referenceRequest: RequestView }>(
    await api('POST', '/reference-requests', manualRequestBody({ contacts: [contact] })),
  );
  const id = created.referenceRequest.id;
  for (const action of ['grant_candidate_consent', 'queue_outreach']) {
    await ok(await api('POST', `/reference-requests/${id}/lifecycle`, { action }));
  }
  if (invitationJobRan) expect(await t.app.worker.runOnce()).toBe(1);
  return view(id);
}

async function deliveryFailedEvents(contactId: string) {
  const events = await ok<{ data: unknown[] }>(
    await api('GET', `/events?type=reference_contact.delivery_failed&targetId=${contactId}`),
  );
  return events.data;
}

const bodyLink = (text: string) => /\/referee\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('a request cancelled with deliveries queued', () => {
  it('sends none of them and ends each failed, with the reason and no delivery_failed event', async () => {
    const request = await queuedOutreach(
      referee('grace.cancelled@example.org', '(212) 555-0121'),
      true,
    );
    const contact = request.contacts[0]!;
    expect(contact.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ['sms', 'queued'],
      ['email', 'queued'],
    ]);
    await ok(await api('POST', `/reference-requests/${request.id}/cancel`, {}));
    await t.app.worker.drain();

    const after = (await view(request.id)).contacts[0]!;
    expect(after.deliveries).toEqual([
      expect.objectContaining({ channel: 'sms', status: 'failed', error: NOT_SENT.cancelled }),
      expect.objectContaining({ channel: 'email', status: 'failed', error: NOT_SENT.cancelled }),
    ]);
    expect(smtp.to('grace.cancelled@example.org')).toEqual([]);
    expect(messages.to('+12125550121')).toEqual([]);
    expect(await deliveryFailedEvents(contact.id)).toEqual([]);
  });

  it('does not send a delivery that was in the provider’s hands at the cancel and came back for a retry', async () => {
    const request = await queuedOutreach(
      referee('grace.inflight@example.org', '(212) 555-0122'),
      true,
    );
    const contact = request.contacts[0]!;
    const email = contact.deliveries.find((d) => d.channel === 'email')!;
    const db = t.database.db;
    // As a worker leaves it mid-send: the delivery `sending`, its job running under a lease.
    await db.update(deliveries).set({ status: 'sending' }).where(eq(deliveries.id, email.id));
    const [job] = await db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.type, DELIVER_JOB_TYPE), sql`${jobs.payload}->>'deliveryId' = ${email.id}`),
      );
    await db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'worker_sending', lockedUntil: t.clock.now() })
      .where(eq(jobs.id, job!.id));
    await ok(await api('POST', `/reference-requests/${request.id}/cancel`, {}));
    // The send failed for the time being (a 451): back to queued, the job to be retried.
    await db
      .update(deliveries)
      .set({ status: 'queued', error: '451 4.3.0 Try again later' })
      .where(eq(deliveries.id, email.id));
    await db
      .update(jobs)
      .set({ status: 'pending', lockedBy: null, lockedUntil: null })
      .where(eq(jobs.id, job!.id));
    await t.app.worker.drain();

    const after = (await view(request.id)).contacts[0]!;
    expect(after.deliveries.find((d) => d.id === email.id)).toMatchObject({
      status: 'failed',
      error: NOT_SENT.linkEnded,
    });
    expect(smtp.to('grace.inflight@example.org')).toEqual([]);
    expect(await deliveryFailedEvents(contact.id)).toEqual([]);
  });
});

describe('an address corrected before the first invitation went out', () => {
  it('while the invitation job was still queued: one invitation, to the new address', async () => {
    const request = await queuedOutreach(
      referee('grace.early-typo@example.org', '(212) 555-0123'),
      false,
    );
    const contact = request.contacts[0]!;
    await ok(
      await api('PATCH', `/reference-requests/${request.id}/contacts/${contact.id}`, {
        email: 'grace.early-fixed@example.org',
      }),
    );
    await t.app.worker.drain();

    expect(smtp.to('grace.early-typo@example.org')).toEqual([]);
    const [mail, ...more] = smtp.to('grace.early-fixed@example.org');
    expect(more).toEqual([]);
    expect(messages.to('+12125550123')).toHaveLength(1);
    const after = (await view(request.id)).contacts[0]!;
    expect(after.deliveries.map((d) => [d.channel, d.kind, d.status])).toEqual([
      ['sms', 'invitation', 'sent'],
      ['email', 'invitation', 'sent'],
    ]);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/v1/public/referee/${bodyLink(mail!.text)}`,
    });
    expect(opened.statusCode).toBe(200);
  });

  it('while its deliveries were queued: those end failed, replaced, and one invitation goes to the new address', async () => {
    const request = await queuedOutreach(
      referee('grace.late-typo@example.org', '(212) 555-0124'),
      true,
    );
    const contact = request.contacts[0]!;
    const queued = contact.deliveries.map((d) => d.id);
    expect(queued).toHaveLength(2);
    await ok(
      await api('PATCH', `/reference-requests/${request.id}/contacts/${contact.id}`, {
        email: 'grace.late-fixed@example.org',
      }),
    );
    await t.app.worker.drain();

    expect(smtp.to('grace.late-typo@example.org')).toEqual([]);
    const [mail, ...more] = smtp.to('grace.late-fixed@example.org');
    expect(more).toEqual([]);
    const texts = messages.to('+12125550124');
    expect(texts).toHaveLength(1);
    expect(bodyLink(texts[0]!.body)).toBe(bodyLink(mail!.text));
    const after = (await view(request.id)).contacts[0]!;
    expect(after.deliveries.filter((d) => queued.includes(d.id))).toEqual([
      expect.objectContaining({ channel: 'sms', status: 'failed', error: NOT_SENT.replaced }),
      expect.objectContaining({ channel: 'email', status: 'failed', error: NOT_SENT.replaced }),
    ]);
    expect(
      after.deliveries.filter((d) => !queued.includes(d.id)).map((d) => [d.channel, d.status]),
    ).toEqual([
      ['sms', 'sent'],
      ['email', 'sent'],
    ]);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/v1/public/referee/${bodyLink(mail!.text)}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(await deliveryFailedEvents(contact.id)).toEqual([]);
  });
});
