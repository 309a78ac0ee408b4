import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  signSession,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import {
  type LocalMessagesEndpoint,
  type LocalSmtpServer,
  listeningOutreachStandIns,
  REFUSED_NUMBER,
} from '../../../test/helpers/outreach-stand-ins.ts';
import { DAY_MS, MINUTE_MS } from '../../core/clock.ts';
import { manualRequestBody } from '../requests/requests.test-helper.ts';
import { SMS_MAX_LENGTH } from './outreach.templates.ts';

/**
 * Outreach against a local SMTP server (550 for `bounce…` addresses) and a
 * local Twilio Messages endpoint (400 for REFUSED_NUMBER): e-mail and text
 * message per invitation, deliveries on the contact, bounces and failures
 * with their event, fix and resend, and reminders on the tenant's cadence.
 */
let t: TestApp;
let smtp: LocalSmtpServer;
let messages: LocalMessagesEndpoint;
let tenant: TestTenant;
let live: TestKey;
let test: TestKey;

beforeAll(async () => {
  const standIns = await listeningOutreachStandIns();
  ({ smtp, messages } = standIns);
  t = await buildTestApp({ realMailer: true, config: standIns.config });
  tenant = await createTenant(t, 'Acme Recruiting');
  live = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
  test = await createKey(t, tenant, {
    environment: 'test',
    scopes: ['references:read', 'references:write'],
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await messages.close();
});

type Delivery = { id: string; channel: string; kind: string; status: string; error: string | null };
type Contact = { id: string; email: string; phone: string; deliveries: Delivery[] };
type RequestView = { id: string; status: string; contacts: Contact[] };

async function api(key: TestKey, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/v1/api${url}`,
    headers: bearer(key.plaintext),
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

/** A manual request moved to outreach with the given referees; the worker has run. */
async function inOutreach(key: TestKey, contacts = manualRequestBody().contacts) {
  const created = await ok<{ referenceRequest: RequestView }>(
    await api(key, 'POST', '/reference-requests', manualRequestBody({ contacts })),
  );
  const id = created.referenceRequest.id;
  for (const action of ['grant_candidate_consent', 'queue_outreach']) {
    await ok(await api(key, 'POST', `/reference-requests/${id}/lifecycle`, { action }));
  }
  await t.app.worker.drain();
  return ok(await api(key, 'GET', `/reference-requests/${id}`));
}

const referee = (email: string, phone = '(212) 555-0100') => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  phone,
  relationship: 'manager',
});

describe('invitations by e-mail and text message', () => {
  it('sends both on queue_outreach, each a delivery on the contact; the e-mail carries the delivery id as Message-ID', async () => {
    const request = await inOutreach(live, [referee('grace.sent@example.org')]);
    const [contact] = request.contacts;
    expect(contact!.deliveries).toEqual([
      expect.objectContaining({ channel: 'sms', kind: 'invitation', status: 'sent', error: null }),
      expect.objectContaining({
        channel: 'email',
        kind: 'invitation',
        status: 'sent',
        error: null,
      }),
    ]);
    const emailDelivery = contact!.deliveries.find((d) => d.channel === 'email')!;
    const [mail] = smtp.to('grace.sent@example.org');
    expect(mail!.messageId).toBe(`<${emailDelivery.id}@refcheck.test>`);
    expect(mail!.text).toMatch(/\/referee\/[A-Za-z0-9_-]+/);
    const [sms] = messages.to('+12125550100').filter((m) => m.body.includes('Acme Recruiting'));
    expect(sms!.body.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(sms!.body).toMatch(/http:\/\/refcheck\.test\/referee\/[A-Za-z0-9_-]+$/);
    expect(sms!.from).toBe('+15005550006');
    expect(sms!.authorization).toBe(
      `Basic ${Buffer.from(`${messages.accountSid}:test-auth-token`).toString('base64')}`,
    );
    expect(sms!.idempotencyKey).toBe(contact!.deliveries.find((d) => d.channel === 'sms')!.id);
  });

  it('never sends a delivery again once it is recorded as sent', async () => {
    const before = smtp.inbox.length;
    // A drained worker finds nothing to send; re-running a finished job sends nothing either.
    await t.app.worker.drain();
    expect(smtp.inbox.length).toBe(before);
  });

  it('sandboxes both channels in test: recorded, sent to nobody', async () => {
    const sentBefore = messages.received.length;
    const request = await inOutreach(test, [
      referee('grace.sandbox@example.org', '(212) 555-0111'),
    ]);
    expect(request.contacts[0]!.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ['sms', 'sandboxed'],
      ['email', 'sandboxed'],
    ]);
    expect(smtp.to('grace.sandbox@example.org')).toEqual([]);
    expect(messages.received.length).toBe(sentBefore);
  });
});

describe('bounces and failures', () => {
  it('marks a 550 e-mail bounced and a 400 text message failed, each with reference_contact.delivery_failed', async () => {
    const request = await inOutreach(live, [referee('bounce.me@example.org', '(212) 555-0199')]);
    const contact = request.contacts[0]!;
    expect(contact.phone).toBe(REFUSED_NUMBER);
    const byChannel = Object.fromEntries(contact.deliveries.map((d) => [d.channel, d]));
    expect(byChannel.email).toMatchObject({
      status: 'bounced',
      error: expect.stringContaining('550'),
    });
    expect(byChannel.sms).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('400'),
    });
    const failures = async () =>
      (
        await ok<{ data: { type: string; targetId: string }[] }>(
          await api(
            live,
            'GET',
            `/events?type=reference_contact.delivery_failed&targetId=${contact.id}`,
          ),
        )
      ).data;
    // The two channels settle in their own jobs: the second event may follow the first.
    await expect.poll(async () => (await failures()).length, { timeout: 10_000 }).toBe(2);
    const events = { data: await failures() };
    expect(events.data.every((event) => event.type === 'reference_contact.delivery_failed')).toBe(
      true,
    );
    // The provider quotes the number (Twilio: "The 'To' number +1… is not valid"): the
    // delivery, its event and the audit keep the reason without it (an erasure clears
    // `recipient`, the one field that holds it).
    expect(byChannel.sms!.error).toContain('[recipient]');
    const audit = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/audit-events?action=reference_contact.delivery_failed&limit=100`,
      headers: bearer(tenant.session),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const recorded = [JSON.stringify(contact.deliveries), JSON.stringify(events), audit.body];
    for (const text of recorded) {
      expect(text).not.toContain(REFUSED_NUMBER);
      expect(text).not.toContain('bounce.me@example.org');
    }
  });

  it('retries a temporary refusal (451), and gives up as bounced after 24 hours', async () => {
    smtp.temporaryFailure = true;
    try {
      const request = await inOutreach(live, [referee('grace.later@example.org')]);
      const email = async () =>
        (
          await ok(await api(live, 'GET', `/reference-requests/${request.id}`))
        ).contacts[0]!.deliveries.find((d) => d.channel === 'email')!;
      expect(await email()).toMatchObject({
        status: 'queued',
        error: expect.stringContaining('451'),
      });
      t.clock.advance(DAY_MS + MINUTE_MS);
      await t.app.worker.drain();
      expect(await email()).toMatchObject({ status: 'bounced' });
    } finally {
      smtp.temporaryFailure = false;
    }
  });
});

describe('fix and resend', () => {
  it('corrects an address: the old link ends, and the referee is invited at the new one', async () => {
    const request = await inOutreach(live, [referee('bounce.typo@example.org')]);
    const contact = request.contacts[0]!;
    const oldLink = /\/referee\/([A-Za-z0-9_-]+)/.exec(
      messages.to('+12125550100').at(-1)!.body,
    )![1]!;
    const fixed = await ok(
      await api(live, 'PATCH', `/reference-requests/${request.id}/contacts/${contact.id}`, {
        email: 'Grace.Fixed@example.org',
      }),
    );
    expect(fixed.contacts[0]!.email).toBe('grace.fixed@example.org');
    await t.app.worker.drain();
    expect(smtp.to('grace.fixed@example.org')).toHaveLength(1);
    const opened = await t.app.inject({ method: 'GET', url: `/v1/public/referee/${oldLink}` });
    expect(opened.statusCode).toBe(410);
    const invalid = await api(
      live,
      'PATCH',
      `/reference-requests/${request.id}/contacts/${contact.id}`,
      { phone: 'not a phone' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([expect.objectContaining({ path: 'phone' })]);
  });

  it('resends a fresh link now, then 409 resend_too_soon for 10 minutes', async () => {
    const request = await inOutreach(live, [referee('grace.resend@example.org')]);
    const path = `/reference-requests/${request.id}/contacts/${request.contacts[0]!.id}/resend`;
    const resent = await ok(await api(live, 'POST', path));
    await t.app.worker.drain();
    expect(smtp.to('grace.resend@example.org')).toHaveLength(2);
    expect(resent.contacts[0]!.deliveries[0]).toMatchObject({ kind: 'resend' });
    const tooSoon = await api(live, 'POST', path);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().code).toBe('resend_too_soon');
    t.clock.advance(10 * MINUTE_MS);
    await ok(await api(live, 'POST', path));
  });

  it('answers 409 invalid_transition outside outreach, and 404 for a contact of another request', async () => {
    const created = await ok<{ referenceRequest: RequestView }>(
      await api(live, 'POST', '/reference-requests', manualRequestBody()),
    );
    const { id, contacts } = created.referenceRequest;
    const early = await api(
      live,
      'POST',
      `/reference-requests/${id}/contacts/${contacts[0]!.id}/resend`,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('invalid_transition');
    const other = await inOutreach(live);
    const foreign = await api(
      live,
      'POST',
      `/reference-requests/${id}/contacts/${other.contacts[0]!.id}/resend`,
    );
    expect(foreign.statusCode).toBe(404);
    const candidate = await api(live, 'POST', `/reference-requests/${id}/candidate/resend`);
    expect(candidate.statusCode).toBe(409);
    expect(candidate.json().code).toBe('invalid_transition');
  });

  it("resends the candidate's intake link, with the same 10-minute rule", async () => {
    const body = manualRequestBody();
    const created = await ok<{ referenceRequest: RequestView }>(
      await api(live, 'POST', '/reference-requests', {
        launchMode: 'candidate_intake',
        candidate: body.candidate,
      }),
    );
    const id = created.referenceRequest.id;
    await t.app.worker.drain();
    await ok(await api(live, 'POST', `/reference-requests/${id}/candidate/resend`));
    await t.app.worker.drain();
    expect(smtp.to(body.candidate.email)).toHaveLength(2);
    const again = await api(live, 'POST', `/reference-requests/${id}/candidate/resend`);
    expect(again.json().code).toBe('resend_too_soon');
  });
});

describe('reminder cadence', () => {
  it("sends reminders on the tenant's reminderDays, and none for an empty list", async () => {
    const settings = `/v1/tenants/${tenant.tenantId}/settings`;
    // The clock has moved past the factory's session: a fresh one.
    const session = await signSession({ sub: tenant.recruiterId, org_id: tenant.tenantId }, t);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: settings,
      headers: bearer(session),
      payload: { reminderDays: [1, 2] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const request = await inOutreach(live, [referee('grace.cadence@example.org')]);
    t.clock.advance(DAY_MS);
    await t.app.worker.drain();
    expect(smtp.to('grace.cadence@example.org')).toHaveLength(2);
    t.clock.advance(DAY_MS);
    await t.app.worker.drain();
    const view = await ok(await api(live, 'GET', `/reference-requests/${request.id}`));
    expect(
      view.contacts[0]!.deliveries.filter((d) => d.channel === 'email').map((d) => d.kind),
    ).toEqual(['reminder', 'reminder', 'invitation']);

    const none = await t.app.inject({
      method: 'PATCH',
      url: settings,
      headers: bearer(await signSession({ sub: tenant.recruiterId, org_id: tenant.tenantId }, t)),
      payload: { reminderDays: [] },
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().reminderDays).toEqual([]);
    await inOutreach(live, [referee('grace.none@example.org')]);
    t.clock.advance(8 * DAY_MS);
    await t.app.worker.drain();
    expect(smtp.to('grace.none@example.org')).toHaveLength(1);
  });
});
