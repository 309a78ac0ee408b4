import { type HttpLoadScenario, newTenantWithKey } from '../scenario.ts';
import { sampleBackendWaits } from '../wait-sampler.ts';

/**
 * The write path: POST /v1/api/reference-requests (manual_references, two
 * contacts). Each call checks the key, finds the candidate by e-mail (the
 * same one every time, so after the first call it is a read), inserts the
 * request and two contacts with E.164 phones, and writes the audit event
 * and the activity entry, all in one transaction.
 *
 * On PostgreSQL it also samples what the server's backends wait on during
 * the load: a create notifies no view cache, so none may wait on
 * `Lock:object` (the lock of a notifying commit).
 */
const createScenario: HttpLoadScenario = {
  kind: 'http',
  name: 'create POST /v1/api/reference-requests',
  description:
    'manual_references with 2 contacts: key check + find-or-create candidate + request, contacts, audit, activity in one transaction',
  async observe(target) {
    return target.databaseUrl ? sampleBackendWaits(target.databaseUrl) : undefined;
  },
  async prepare(target) {
    const { plaintext } = await newTenantWithKey(target, 'bench-create', ['references:write']);
    const body = JSON.stringify({
      launchMode: 'manual_references',
      roleTitle: 'Staff Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.create@example.com' },
      contacts: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace.create@example.org',
          phone: '(212) 555-0100',
          relationship: 'manager',
        },
        {
          firstName: 'Alan',
          lastName: 'Turing',
          email: 'alan.create@example.org',
          phone: '+44 20 7946 0958',
          relationship: 'peer',
        },
      ],
    });
    return {
      requests: [
        {
          method: 'POST',
          path: '/v1/api/reference-requests',
          headers: { authorization: `Bearer ${plaintext}`, 'content-type': 'application/json' },
          body,
        },
      ],
    };
  },
};

export const createReferenceRequest = createScenario;

/** The same create with a fresh `Idempotency-Key` on every call, as a careful integration sends it. */
export const createReferenceRequestIdempotent: HttpLoadScenario = {
  ...createScenario,
  name: 'create POST /v1/api/reference-requests with Idempotency-Key',
  description: `${createScenario.description}; the answer is stored in the same transaction`,
  async prepare(target) {
    const prepared = await createScenario.prepare(target);
    return {
      ...prepared,
      requests: prepared.requests.map((request) => ({ ...request, uniqueIdempotencyKey: true })),
    };
  },
};
