import { type HttpLoadScenario, newTenantWithKey } from '../scenario.ts';

/**
 * An authenticated API-key read, the issue-3 target (25% of the baseline,
 * p99 under 25 ms at 32 connections on PostgreSQL): the key check and the
 * request view from the process's caches, behind one shared LISTEN/NOTIFY
 * read barrier, and the usage record (buffered, one batch INSERT every
 * 200 ms). One request read over and over, as an agent polling for a status
 * change does; a read after a change queries the database (see bench/README).
 */
export const apiKeyRead: HttpLoadScenario = {
  kind: 'http',
  name: 'api-key read GET /v1/api/reference-requests/:id',
  description:
    'GET of one reference request with an API key (key check + usage record + one request read)',
  async prepare(target) {
    const { plaintext } = await newTenantWithKey(target, 'bench', [
      'references:read',
      'references:write',
    ]);
    const headers = { authorization: `Bearer ${plaintext}` };
    const created = await target.request<{ referenceRequest: { id: string } }>(
      'POST',
      '/v1/api/reference-requests',
      {
        headers,
        body: {
          launchMode: 'manual_references',
          roleTitle: 'Staff Engineer',
          candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.bench@example.com' },
          contacts: [
            {
              firstName: 'Grace',
              lastName: 'Hopper',
              email: 'grace.bench@example.org',
              phone: '+12125550100',
              relationship: 'manager',
            },
          ],
        },
      },
    );
    return {
      requests: [
        {
          method: 'GET',
          path: `/v1/api/reference-requests/${created.referenceRequest.id}`,
          headers,
        },
      ],
    };
  },
};
