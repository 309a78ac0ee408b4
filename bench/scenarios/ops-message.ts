import { type HttpLoadScenario, newTenantWithKey } from '../scenario.ts';

/**
 * POST /v1/api/ops/messages: the key check, the body's validation, the
 * message and its audit event (one statement, see
 * src/modules/ops/create-ops-message.query.ts), and the usage record.
 */
export const opsMessage: HttpLoadScenario = {
  kind: 'http',
  name: 'ops message POST /v1/api/ops/messages',
  description: 'key check + message + audit event (one statement) + usage record',
  async prepare(target) {
    const { plaintext } = await newTenantWithKey(target, 'bench-ops', ['references:write']);
    return {
      requests: [
        {
          method: 'POST',
          path: '/v1/api/ops/messages',
          headers: { authorization: `Bearer ${plaintext}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Referee unreachable',
            body: 'Grace did not answer twice; trying her office line tomorrow.',
            from: 'Sourcing bot',
            to: 'Recruiter on duty',
            priority: 'high',
          }),
        },
      ],
    };
  },
};
