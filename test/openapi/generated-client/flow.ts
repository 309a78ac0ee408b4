import createClient from 'openapi-fetch';
import type { paths } from './refcheck-api.d.ts';

/**
 * The whole /v1/api flow as an integrator would write it: a client typed
 * only by the served OpenAPI document (openapi-typescript + openapi-fetch),
 * no import from the service. Each call's answer is typed by the document;
 * `must` turns an error answer into an exception naming its problem code.
 */
export async function runClientFlow(options: { baseUrl: string; apiKey: string }) {
  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.apiKey}` },
  });
  const log: string[] = [];

  const me = must(await api.GET('/v1/api/whoami'));
  log.push(`whoami ${me.environment}`);

  // A candidate's e-mail reads null once erased: the flow keeps the one it created with.
  const margaretEmail = `margaret.${Date.now()}@example.com`;
  const candidate = must(
    await api.POST('/v1/api/candidates', {
      body: {
        firstName: 'Margaret',
        lastName: 'Hamilton',
        email: margaretEmail,
      },
    }),
  );
  must(
    await api.PATCH('/v1/api/candidates/{candidateId}', {
      params: { path: { candidateId: candidate.id } },
      body: { stage: 'final_round' },
    }),
  );
  const candidates = must(
    await api.GET('/v1/api/candidates', { params: { query: { search: 'hamilton' } } }),
  );
  const read = must(
    await api.GET('/v1/api/candidates/{candidateId}', {
      params: { path: { candidateId: candidate.id } },
    }),
  );
  log.push(`candidates ${candidates.data.length} ${read.stage}`);

  const created = must(
    await api.POST('/v1/api/reference-requests', {
      params: { header: { 'Idempotency-Key': `flow-${Date.now()}` } },
      body: {
        launchMode: 'manual_references',
        roleTitle: 'Flight Software Lead',
        candidate: { firstName: 'Margaret', lastName: 'Hamilton', email: margaretEmail },
        contacts: [
          {
            firstName: 'Grace',
            lastName: 'Hopper',
            email: 'grace.hopper@example.org',
            phone: '+1 212 555 0100',
            relationship: 'manager',
          },
        ],
      },
    }),
  );
  const requestId = created.referenceRequest.id;
  const byId = { params: { path: { requestId } } };

  const withReferee = must(
    await api.POST('/v1/api/reference-requests/{requestId}/contacts', {
      params: { path: { requestId: created.referenceRequest.id } },
      body: {
        contacts: [
          {
            firstName: 'Dorothy',
            lastName: 'Vaughan',
            email: 'dorothy.vaughan@example.org',
            phone: '+1 757 555 0101',
            relationship: 'peer',
          },
        ],
      },
    }),
  );
  log.push(`contacts ${withReferee.contacts.length}`);

  const listed = must(
    await api.GET('/v1/api/reference-requests', {
      params: { query: { candidateId: candidate.id } },
    }),
  );
  must(await api.GET('/v1/api/reference-requests/{requestId}', byId));
  for (const action of ['grant_candidate_consent', 'queue_outreach'] as const) {
    must(
      await api.POST('/v1/api/reference-requests/{requestId}/lifecycle', {
        ...byId,
        body: { action },
      }),
    );
  }
  log.push(`requests ${listed.data.length}`);

  // The sandbox: the referee's link comes from the test helper, not from an e-mail.
  const links = must(
    await api.GET('/v1/api/test-helpers/reference-requests/{requestId}/links', byId),
  );
  for (const link of links.data.filter((l) => l.participant === 'referee')) {
    const token = new URL(link.url).pathname.split('/').at(-1);
    const answered = await fetch(`${options.baseUrl}/v1/public/referee/${token}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        answers: {
          ratings: { communication: 5, reliability: 5 },
          wouldRehire: true,
          strengths: 'Calm under pressure.',
        },
      }),
    });
    if (!answered.ok)
      throw new Error(`referee complete: ${answered.status} ${await answered.text()}`);
  }
  log.push(`links ${links.data.length}`);

  const draft = must(
    await api.POST('/v1/api/reference-requests/{requestId}/valuation/draft', byId),
  );
  const approved = must(
    await api.POST('/v1/api/reference-requests/{requestId}/valuation/approve', byId),
  );
  const valuation = must(await api.GET('/v1/api/reference-requests/{requestId}/valuation', byId));
  log.push(`valuation v${draft.version} ${approved.status} ${valuation.status}`);

  const share = must(
    await api.POST('/v1/api/reference-requests/{requestId}/share', {
      ...byId,
      body: { expiresInDays: 7 },
    }),
  );
  const report = must(await api.GET('/v1/api/reference-requests/{requestId}/report', byId));
  const pdf = await api.GET('/v1/api/reference-requests/{requestId}/report/pdf', {
    ...byId,
    parseAs: 'arrayBuffer',
  });
  if (!pdf.data || new TextDecoder().decode(pdf.data.slice(0, 5)) !== '%PDF-')
    throw new Error('no PDF');
  const revoked = must(await api.POST('/v1/api/reference-requests/{requestId}/share/revoke', byId));
  log.push(
    `report ${report.status} ${share.url.includes('/reports/')} revoked ${revoked.shareLinks.filter((l) => l.status === 'revoked').length}`,
  );

  const spare = must(
    await api.POST('/v1/api/reference-requests', {
      body: {
        launchMode: 'candidate_intake',
        roleTitle: 'Flight Software Lead',
        candidate: { firstName: 'Margaret', lastName: 'Hamilton', email: margaretEmail },
      },
    }),
  );
  const cancelled = must(
    await api.POST('/v1/api/reference-requests/{requestId}/cancel', {
      params: { path: { requestId: spare.referenceRequest.id } },
      body: { reason: 'Opened twice by mistake' },
    }),
  );
  log.push(`cancelled ${cancelled.status}`);

  const events = must(
    await api.GET('/v1/api/events', { params: { query: { targetId: requestId, limit: 100 } } }),
  );
  const approvals = must(
    await api.GET('/v1/api/events', { params: { query: { type: 'report.approved' } } }),
  );
  log.push(`events ${events.data.map((event) => event.type).join(',')}`);
  log.push(`approvals ${approvals.data.length}`);
  return log;
}

/** The data of a successful answer, or an error carrying the problem's code and detail. */
function must<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined) return result.data;
  const problem = result.error as { code?: string; detail?: string } | undefined;
  throw new Error(`${result.response.status} ${problem?.code}: ${problem?.detail}`);
}
