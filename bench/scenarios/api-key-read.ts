import type { HttpLoadScenario } from '../scenario.ts';

/**
 * An authenticated API-key read, the issue-3 target (25% of the baseline,
 * p99 under 25 ms at 32 connections on PostgreSQL): the key check (the
 * process's key cache behind its LISTEN/NOTIFY read barrier), the usage
 * record (buffered, one batch INSERT every 200 ms) and the route's own read
 * (one prepared statement that builds the whole reference_request object).
 */
export const apiKeyRead: HttpLoadScenario = {
  kind: 'http',
  name: 'api-key read GET /v1/api/reference-requests/:id',
  description:
    'GET of one reference request with an API key (key check + usage record + one request read)',
  async prepare(target) {
    const { tenantId, session } = await target.newTenantSession();
    const { plaintext } = await target.request<{ plaintext: string }>(
      'POST',
      `/v1/tenants/${tenantId}/api-keys`,
      {
        headers: { authorization: `Bearer ${session}` },
        body: {
          name: 'bench',
          environment: 'live',
          scopes: ['references:read', 'references:write'],
        },
      },
    );
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
