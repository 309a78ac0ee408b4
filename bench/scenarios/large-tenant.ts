import pg from 'pg';
import type { BenchTarget, HttpLoadScenario } from '../scenario.ts';

/**
 * Routes that must not slow down as a tenant's data grows (issue 19): one
 * tenant with 50,000 requests and a small one with 200 share a database,
 * seeded in bulk with SQL, and each tenant route is measured for both. The
 * ratio of the two rows of a route is what grows with data. PostgreSQL only:
 * PGlite's data folder belongs to the running server.
 */
const LARGE = 50_000;
const SMALL = 200;

interface SeededTenant {
  tenantId: string;
  session: string;
  actorId: string;
}

const seeded = new Map<string, Promise<{ large: SeededTenant; small: SeededTenant }>>();

function seedOnce(target: BenchTarget, databaseUrl: string) {
  let tenants = seeded.get(databaseUrl);
  if (!tenants) {
    tenants = (async () => ({
      large: await seedTenant(target, databaseUrl, LARGE),
      small: await seedTenant(target, databaseUrl, SMALL),
    }))();
    seeded.set(databaseUrl, tenants);
  }
  return tenants;
}

async function seedTenant(
  target: BenchTarget,
  databaseUrl: string,
  requests: number,
): Promise<SeededTenant> {
  const { tenantId, recruiterId, session } = await target.newTenantSession();
  // The first call provisions the tenant and the recruiter.
  await target.request('GET', `/v1/tenants/${tenantId}/workspace?environment=live`, {
    headers: { authorization: `Bearer ${session}` },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const params = [tenantId, recruiterId, requests];
    await client.query(
      `insert into candidates (id, tenant_id, environment, first_name, last_name, email)
       select 'cand_' || substr(md5($1 || i), 1, 26), $1, 'live',
              (array['Ada','Grace','Alan','Katherine','Margaret','Edsger'])[1 + i % 6],
              'Person' || i, 'c' || i || '@' || $1 || '.test'
       from generate_series(1, greatest($2::int / 5, 1)) as i`,
      [tenantId, requests],
    );
    await client.query(
      `insert into reference_requests (id, tenant_id, environment, candidate_id, recruiter_id,
         created_by_kind, created_by_id, launch_mode, role_title, status)
       select 'rr_' || substr(md5($1 || 'r' || i), 1, 26), $1, 'live',
              'cand_' || substr(md5($1 || (1 + i % greatest($3::int / 5, 1))), 1, 26), $2,
              'recruiter', $2, 'manual_references', 'Engineer',
              (array['created','consent_requested','outreach_queued','collecting','review_requested'])[1 + i % 5]
       from generate_series(1, $3::int) as i`,
      params,
    );
    await client.query(
      `insert into reference_contacts (id, tenant_id, environment, reference_request_id, first_name,
         last_name, email, source, status, invited_at, completed_at)
       select 'rc_' || substr(md5($1 || 'c' || i || '-' || k), 1, 26), $1, 'live',
              'rr_' || substr(md5($1 || 'r' || i), 1, 26), 'Ref', 'Eree' || k,
              'r' || i || '-' || k || '@example.org', 'recruiter',
              (array['invited','completed','declined'])[1 + (i + k) % 3],
              now() - interval '3 days', case when (i + k) % 3 = 1 then now() else null end
       from generate_series(1, $2::int) as i, generate_series(1, 2) as k`,
      [tenantId, requests],
    );
    await client.query(
      `insert into audit_events (id, tenant_id, environment, action, actor_kind, actor_id,
         target_type, target_id)
       select 'evt_' || substr(md5($1 || 'e' || i), 1, 26), $1, 'live',
              (array['reference_request.created','reference_request.transitioned','report.approved'])[1 + i % 3],
              'recruiter', case when i % 10 = 0 then 'user_rare' else $2 end,
              'reference_request', 'rr_' || substr(md5($1 || 'r' || i), 1, 26)
       from generate_series(1, $3::int) as i`,
      params,
    );
    // As autovacuum would have by now: statistics, and the visibility map for index-only scans.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  return { tenantId, session, actorId: 'user_rare' };
}

const ROUTES: { name: string; path: (tenant: SeededTenant) => string }[] = [
  { name: 'workspace', path: (t) => `/v1/tenants/${t.tenantId}/workspace?environment=live` },
  { name: 'dashboard', path: (t) => `/v1/tenants/${t.tenantId}/dashboard?environment=live` },
  {
    name: 'candidates ?search=',
    path: (t) => `/v1/tenants/${t.tenantId}/candidates?environment=live&search=person123`,
  },
  { name: 'candidates list', path: (t) => `/v1/tenants/${t.tenantId}/candidates?environment=live` },
  {
    name: 'audit events ?action=',
    path: (t) => `/v1/tenants/${t.tenantId}/audit-events?environment=live&action=report.approved`,
  },
  {
    name: 'audit events ?actorId=',
    path: (t) => `/v1/tenants/${t.tenantId}/audit-events?environment=live&actorId=${t.actorId}`,
  },
];

function tenantRouteScenario(
  route: (typeof ROUTES)[number],
  size: 'large' | 'small',
): HttpLoadScenario {
  const count = size === 'large' ? LARGE : SMALL;
  return {
    kind: 'http',
    name: `tenant data: ${route.name} (${count.toLocaleString('en')} requests)`,
    description: `GET ${route.name} for a tenant with ${count} requests, beside a tenant of the other size`,
    async prepare(target) {
      if (!target.databaseUrl) return { requests: [], skip: 'seeds with SQL: PostgreSQL only' };
      const tenant = (await seedOnce(target, target.databaseUrl))[size];
      return {
        requests: [
          {
            method: 'GET',
            path: route.path(tenant),
            headers: { authorization: `Bearer ${tenant.session}` },
          },
        ],
      };
    },
  };
}

/** Each route for the large tenant, then for the small one. */
export const largeTenantScenarios: HttpLoadScenario[] = ROUTES.flatMap((route) => [
  tenantRouteScenario(route, 'large'),
  tenantRouteScenario(route, 'small'),
]);
