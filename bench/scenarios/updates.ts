import { type HttpLoadScenario, type LoadRequest, newTenantWithKey } from '../scenario.ts';
import { sampleBackendWaits } from '../wait-sampler.ts';

/**
 * The update path: what a recruiter's integration does to requests once they
 * exist. Each connection takes a request of its own and runs it through
 * five writes, one after the other: a referee added (`POST …/contacts`),
 * then `request_candidate_consent`, `grant_candidate_consent`,
 * `queue_outreach` (invites both referees) and `request_recruiter_review`
 * (`POST …/lifecycle`); then it takes the next request. Every one of these
 * writes can make a cached view stale, so each announces its request on the
 * view-cache channel (migration 0009): inside its transaction before
 * migration 0012, after its commit since. The backends' waits are sampled
 * as in the create scenario: `Lock:object` is NOTIFY's commit lock.
 */
const STEPS = [
  'contacts',
  'request_candidate_consent',
  'grant_candidate_consent',
  'queue_outreach',
  'request_recruiter_review',
] as const;

/** More moves per second than either engine makes here: enough requests for the whole scenario. */
const MOVES_PER_SECOND = 1_000;
const CREATE_CONCURRENCY = 16;

/** Requests for the warm-up and every round (bench/run.ts's settings and defaults). */
function requestsNeeded(): number {
  const seconds =
    Number(process.env.BENCH_WARMUP ?? 3) +
    Number(process.env.BENCH_ROUNDS ?? 3) * Number(process.env.BENCH_DURATION ?? 5);
  return Math.ceil((MOVES_PER_SECOND * seconds) / STEPS.length);
}

const referee = (name: string, phone: string) => ({
  firstName: name,
  lastName: 'Referee',
  email: `${name.toLowerCase()}.update@example.org`,
  phone,
  relationship: 'manager',
});

export const updates: HttpLoadScenario = {
  kind: 'http',
  name: 'updates: a referee added, then four lifecycle moves',
  description:
    'per connection, one request at a time: POST …/contacts, then request_candidate_consent, grant_candidate_consent, queue_outreach, request_recruiter_review',
  async observe(target) {
    return target.databaseUrl ? sampleBackendWaits(target.databaseUrl) : undefined;
  },
  async prepare(target) {
    const { plaintext } = await newTenantWithKey(target, 'bench-updates', ['references:write']);
    const headers = { authorization: `Bearer ${plaintext}`, 'content-type': 'application/json' };
    const ids = await createRequests(target.request.bind(target), headers, requestsNeeded());
    let taken = 0;
    // Past the last request the moves answer 409: counted as non-2xx, never silent.
    const take = () => ids[taken++ % ids.length]!;
    const added = JSON.stringify({ contacts: [referee('Alan', '+44 20 7946 0958')] });
    const requests: LoadRequest[] = STEPS.map((step, index) => ({
      method: 'POST',
      path: '/v1/api/reference-requests',
      headers,
      setup(context) {
        if (index === 0) context.requestId = take();
        const path = `/v1/api/reference-requests/${context.requestId as string}`;
        return step === 'contacts'
          ? { path: `${path}/contacts`, body: added }
          : { path: `${path}/lifecycle`, body: JSON.stringify({ action: step }) };
      },
    }));
    return { requests };
  },
};

async function createRequests(
  request: (
    method: string,
    path: string,
    options: { headers: Record<string, string>; body: unknown },
  ) => Promise<unknown>,
  headers: Record<string, string>,
  count: number,
): Promise<string[]> {
  const body = {
    launchMode: 'manual_references',
    roleTitle: 'Staff Engineer',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.update@example.com' },
    contacts: [referee('Grace', '(212) 555-0100')],
  };
  const ids: string[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      const created = (await request('POST', '/v1/api/reference-requests', { headers, body })) as {
        referenceRequest: { id: string };
      };
      ids.push(created.referenceRequest.id);
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  return ids;
}

/** Requests the contacts load spreads over: twice the connections, so that few calls wait on another's row lock. */
const CONTACT_REQUESTS = 64;

/**
 * The lighter update: per connection, a referee added to a request
 * (`POST …/contacts`) and removed again (`DELETE …/contacts/:id`), each in
 * its own transaction, on a few requests in `created`. Neither sends an
 * e-mail, so the commit, not Node, is a larger share of each call than in
 * the lifecycle load; each write announces its request.
 */
export const updatesContacts: HttpLoadScenario = {
  kind: 'http',
  name: 'updates: a referee added and removed',
  description:
    'per connection: POST …/contacts, then DELETE …/contacts/:id of the referee it added (tenant routes, session)',
  observe: updates.observe,
  async prepare(target) {
    const { tenantId, session, plaintext } = await newTenantWithKey(target, 'bench-contacts', [
      'references:write',
    ]);
    const ids = await createRequests(
      target.request.bind(target),
      { authorization: `Bearer ${plaintext}`, 'content-type': 'application/json' },
      CONTACT_REQUESTS,
    );
    const headers = { authorization: `Bearer ${session}`, 'content-type': 'application/json' };
    let passes = 0;
    const base = (context: Record<string, unknown>) =>
      `/v1/tenants/${tenantId}/reference-requests/${context.requestId as string}/contacts`;
    const requests: LoadRequest[] = [
      {
        method: 'POST',
        path: '/',
        headers,
        setup(context) {
          passes += 1;
          context.requestId = ids[passes % ids.length];
          context.email = `added.${passes}@example.org`;
          const contact = { ...referee('Alan', '+44 20 7946 0958'), email: context.email };
          return {
            path: `${base(context)}?environment=live`,
            body: JSON.stringify({ contacts: [contact] }),
          };
        },
        onResponse(status, body, context) {
          if (status !== 200) return;
          const view = JSON.parse(body) as { contacts: { id: string; email: string | null }[] };
          context.contactId = view.contacts.find((c) => c.email === context.email)?.id;
        },
      },
      {
        method: 'DELETE',
        path: '/',
        headers: { authorization: headers.authorization },
        // An empty JSON body: the runner sends every call as JSON.
        setup: (context) => ({
          body: '{}',
          path: `${base(context)}/${(context.contactId as string | undefined) ?? 'none'}?environment=live`,
        }),
      },
    ];
    return { requests };
  },
};

/** Grant then cancel per request: more requests than either engine moves in the scenario. */
const GRANT_CANCEL_PER_SECOND = 1_000;

/**
 * The lifecycle moves that send no e-mail, alone: per connection, one
 * request at a time, `grant_candidate_consent` (`POST …/lifecycle`) then
 * `POST …/cancel` (which uses up the links and cancels the queued e-mails
 * and reminders of the request and its referee). Since issue 19 item 1 each
 * is one statement without BEGIN/COMMIT (requests/move-request.query.ts);
 * before, a transaction of seven and of eleven statements.
 */
export const updatesGrantCancel: HttpLoadScenario = {
  kind: 'http',
  name: 'updates: grant consent, then cancel',
  description:
    'per connection, one request at a time: POST …/lifecycle grant_candidate_consent, then POST …/cancel',
  observe: updates.observe,
  async prepare(target) {
    const { plaintext } = await newTenantWithKey(target, 'bench-moves', ['references:write']);
    const headers = { authorization: `Bearer ${plaintext}`, 'content-type': 'application/json' };
    const seconds =
      Number(process.env.BENCH_WARMUP ?? 3) +
      Number(process.env.BENCH_ROUNDS ?? 3) * Number(process.env.BENCH_DURATION ?? 5);
    const ids = await createRequests(
      target.request.bind(target),
      headers,
      Math.ceil((GRANT_CANCEL_PER_SECOND * seconds) / 2),
    );
    let taken = 0;
    // Past the last request the moves answer 409: counted as non-2xx, never silent.
    const take = () => ids[taken++ % ids.length]!;
    const requests: LoadRequest[] = [
      {
        method: 'POST',
        path: '/v1/api/reference-requests',
        headers,
        setup(context) {
          context.requestId = take();
          return {
            path: `/v1/api/reference-requests/${context.requestId as string}/lifecycle`,
            body: JSON.stringify({ action: 'grant_candidate_consent' }),
          };
        },
      },
      {
        method: 'POST',
        path: '/v1/api/reference-requests',
        headers,
        setup(context) {
          return {
            path: `/v1/api/reference-requests/${context.requestId as string}/cancel`,
            body: JSON.stringify({ reason: 'bench' }),
          };
        },
      },
    ];
    return { requests };
  },
};
