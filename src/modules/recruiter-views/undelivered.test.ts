import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { LocalSmtpServer } from '../../../test/helpers/outreach-stand-ins.ts';
import { manualRequestBody } from '../requests/requests.test-helper.ts';

/**
 * The workspace's `undeliveredMessages`: bounced invitations of open
 * requests, against a local SMTP server that refuses `bounce…` addresses
 * with 550, until the address is fixed, the referee answers or the request
 * stops waiting on them.
 */
let t: TestApp;
let smtp: LocalSmtpServer;
let tenant: TestTenant;

beforeAll(async () => {
  smtp = new LocalSmtpServer();
  t = await buildTestApp({ realMailer: true, config: { SMTP_URL: await smtp.listen() } });
  tenant = await createTenant(t, 'Acme Recruiting');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const base = () => `/v1/tenants/${tenant.tenantId}`;
async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `${base()}${url}`,
    headers: bearer(tenant.session),
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

type Undelivered = {
  deliveryId: string;
  referenceRequestId: string;
  recipient: { role: string; contactId: string | null; firstName: string | null };
  candidate: { firstName: string | null };
  channel: string;
  kind: string;
  status: string;
  error: string | null;
};
const undelivered = async (environment = 'live'): Promise<Undelivered[]> =>
  (await call('GET', `/workspace?environment=${environment}`)).undeliveredMessages;

const referee = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Hopper',
  email,
  phone: '(212) 555-0100',
  relationship: 'manager',
});

/** A live manual request moved to outreach with these referees; the worker has run. */
async function inOutreach(contacts: ReturnType<typeof referee>[]) {
  const created = await call('POST', '/reference-requests', manualRequestBody({ contacts }));
  const id = created.referenceRequest.id as string;
  for (const action of ['grant_candidate_consent', 'queue_outreach']) {
    await call('POST', `/reference-requests/${id}/lifecycle`, { action });
  }
  await t.app.worker.drain();
  return call('GET', `/reference-requests/${id}`);
}

describe('the workspace lists undelivered messages', () => {
  it('is empty while every message went out', async () => {
    await inOutreach([referee('Grace', 'grace.fine@example.org')]);
    expect(await undelivered()).toEqual([]);
  });

  let requestId = '';
  let contactId = '';
  it('lists a bounced invitation with its referee, candidate, channel and reason', async () => {
    const request = await inOutreach([
      referee('Grace', 'bounce.grace@example.org'),
      referee('Alan', 'alan.fine@example.org'),
    ]);
    requestId = request.id;
    contactId = request.contacts.find(
      (c: { email: string }) => c.email === 'bounce.grace@example.org',
    ).id;
    expect(await undelivered()).toEqual([
      expect.objectContaining({
        referenceRequestId: requestId,
        recipient: expect.objectContaining({
          role: 'referee',
          contactId,
          firstName: 'Grace',
        }),
        candidate: expect.objectContaining({ firstName: 'Ada' }),
        channel: 'email',
        kind: 'invitation',
        status: 'bounced',
        error: expect.stringContaining('550'),
      }),
    ]);
    // Per environment, as the rest of the workspace.
    expect(await undelivered('test')).toEqual([]);
  });

  it('drops it once the address is fixed and the new invitation went out', async () => {
    await call('PATCH', `/reference-requests/${requestId}/contacts/${contactId}`, {
      email: 'grace.fixed@example.org',
    });
    // A new message is on its way: nothing to fix any more, even before it is sent.
    expect(await undelivered()).toEqual([]);
    await t.app.worker.drain();
    expect(smtp.to('grace.fixed@example.org')).toHaveLength(1);
    expect(await undelivered()).toEqual([]);
  });

  it('lists a bounced resend again, and drops it once the request is cancelled', async () => {
    await call('PATCH', `/reference-requests/${requestId}/contacts/${contactId}`, {
      email: 'bounce.again@example.org',
    });
    await t.app.worker.drain();
    const [again] = await undelivered();
    expect(again).toMatchObject({ recipient: { contactId }, status: 'bounced' });
    await call('POST', `/reference-requests/${requestId}/cancel`, {});
    expect(await undelivered()).toEqual([]);
  });

  it("lists the candidate's bounced intake invitation, the candidate as recipient", async () => {
    const created = await call(
      'POST',
      '/reference-requests',
      manualRequestBody({
        launchMode: 'candidate_intake',
        contacts: undefined,
        candidate: { firstName: 'Ada', lastName: 'Byron', email: 'bounce.ada@example.com' },
      }),
    );
    await t.app.worker.drain();
    expect(await undelivered()).toEqual([
      expect.objectContaining({
        referenceRequestId: created.referenceRequest.id,
        recipient: expect.objectContaining({ role: 'candidate', contactId: null }),
        status: 'bounced',
      }),
    ]);
  });
});
