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
import { OUTREACH_COPY } from '../../core/outreach-copy.ts';
import { manualRequestBody } from '../requests/requests.test-helper.ts';

/**
 * The request's language reaches the participant (CONTRACT "Languages"): the
 * e-mails and text messages the worker sends, through a local SMTP server and
 * a local Twilio Messages endpoint, are written in it, on both engines.
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
  tenant = await createTenant(t, 'Acme');
  live = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await messages.close();
});

async function post(url: string, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/api${url}`,
    headers: bearer(live.plaintext),
    payload: body as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('outreach in the request’s language', () => {
  it('sends the candidate’s invitation in Spanish: Spanish subject, lang="es"', async () => {
    const email = 'lucia.locale@example.com';
    await post('/reference-requests', {
      launchMode: 'candidate_intake',
      locale: 'es',
      roleTitle: 'Ingeniera de datos',
      candidate: { firstName: 'Lucía', lastName: 'Gómez', email },
    });
    await t.app.worker.drain();
    const [mail] = smtp.to(email);
    expect(mail, 'the invitation reached the SMTP server').toBeDefined();
    expect(mail!.subject).toBe('Acme: indícanos tus referencias');
    expect(mail!.html).toMatch(/<html[^>]* lang="es"/);
    expect(mail!.text).toContain('Hola, Lucía:');
    expect(mail!.html).toContain(OUTREACH_COPY.es.emails.intakeInvitation.button);
    expect(mail!.text).toMatch(/funciona hasta el \d{1,2} de \p{L}+ de \d{4}/u);
  });

  it('invites a referee in German, by e-mail and text message', async () => {
    const body = manualRequestBody({ locale: 'de' });
    const [grace] = body.contacts!;
    const created = await post('/reference-requests', {
      ...body,
      contacts: [{ ...grace, email: 'grace.locale@example.org', phone: '(212) 555-0142' }],
    });
    const id = created.referenceRequest.id;
    expect(created.referenceRequest.locale).toBe('de');
    for (const action of ['grant_candidate_consent', 'queue_outreach'])
      await post(`/reference-requests/${id}/lifecycle`, { action });
    await t.app.worker.drain();
    const [mail] = smtp.to('grace.locale@example.org');
    expect(mail!.subject).toBe('Referenzanfrage zu Ada Lovelace');
    expect(mail!.html).toMatch(/<html[^>]* lang="de"/);
    const [sms] = messages.to('+12125550142');
    expect(sms!.body).toMatch(/^Hallo Grace, Acme bittet Sie um eine Referenz zu Ada Lovelace/);
  });
});
