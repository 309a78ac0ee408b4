import { createHash } from 'node:crypto';
import type { BenchTarget, HttpLoadScenario, SeedDatabase } from '../scenario.ts';

/**
 * Routes that must not slow down as a tenant's data grows (issue 19, item 3).
 * One tenant with 50,000 reference requests and a small one with 200 share a
 * database, seeded with SQL before the server starts (both engines), and each
 * tenant list route and each view that counts or searches is measured for
 * both. The runner prints each large-tenant row relative to its small-tenant
 * row (each against the baseline of its own rounds): 100% means the route
 * does not grow with the data.
 *
 * Per tenant of n requests: n/5 candidates (one in 50 soft-deleted), n
 * requests over the nine states, 2n referees (pending, invited, completed
 * after 1–500 hours, declined), n audit events, n/10 trust signals, one API
 * key with n usage records, n/10 ops messages (at least 50), n/10 consent
 * grants (a third granted, with their access grants).
 *
 * Every measured route answers the SAME page for both tenants (as many items,
 * of the same kind): same answer, different data size, so what is measured is
 * how the route's cost grows with the tenant's data, not the size of its
 * answer (a page of 25 costs more to encode and send than a page of 2). The
 * matches of a search or filter are rare among the large tenant's rows, so
 * its index still has to find them, and dense among the small tenant's few
 * rows, so that its page is as full (see SHAPES):
 *
 * - `?search=zylber` and `zy`: 10 candidates named "Zylberstein" for both
 *   (1 in 1,000 of the large tenant's 10,000, 1 in 4 of the small one's 40);
 * - `?search=grace`: a full page of 25 (1 in 6 of the large tenant's
 *   candidates are named Grace, 3 in 4 of the small one's);
 * - `?actorId=`: a full page (1% of the large tenant's events by the rare
 *   actor, a quarter of the small one's);
 * - `?status=collecting`: a full page (a ninth of the large tenant's
 *   requests, a quarter more of the small one's);
 * - the ops feed: a full page (at least 50 messages);
 * - `?targetId=`, `?candidateId=`, the candidate workspace, its consent
 *   grants, the API keys: 1, 5, 5 requests and 5 grants, 1 key for both;
 *   the unfiltered lists: a full page for both.
 */
export const LARGE = 50_000;
export const SMALL = 200;

interface SeededTenant {
  tenantId: string;
  recruiterId: string;
  session: string;
  /** A candidate with five requests and five consent grants. */
  candidateId: string;
  /** A request with audit events of its own (the `targetId` filter). */
  requestId: string;
  apiKeyId: string;
  /** The actor of 1% of the audit events. */
  rareActorId: string;
}

/** The tenants of the engine being measured (the runner seeds each engine just before its server starts). */
let seeded: { large: SeededTenant; small: SeededTenant } | undefined;
/** Provisioning (tenant, recruiter, membership) happens on the first session call, once. */
let provisioned: Promise<void> | undefined;

/** A literal for SQL text we build ourselves (ids are ours: hex and underscores). */
const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * A time-sortable id like newId's (prefix, 26 Crockford characters): the
 * sequence number in hex where the ULID has its time, so that a higher
 * number is newer, as `id desc` pagination expects.
 */
const idOf = (prefix: string, tenant: string, tag: string, i: string) =>
  `'${prefix}_' || lpad(to_hex(${i}), 10, '0') || substr(md5(${lit(tenant)} || '${tag}' || ${i}), 1, 16)`;

/** The index (1-based) of a request's candidate, and of a consent grant's. */
const candidateOfRequest = (candidates: number) => `(1 + i % ${candidates})`;

/**
 * Which rows of a tenant match the measured searches and filters, as SQL
 * conditions on the row's number `i`: rare in the large tenant, dense in the
 * small one, so that both answer a page of the same size (see above).
 */
interface SeedShape {
  /** Candidates named "Zylberstein" (the rare term, and the two letters "zy"). */
  zylberstein: string;
  /** Candidates named "Grace" (the common term). */
  grace: string;
  /** Audit events by the rare actor (`?actorId=`). */
  rareActor: string;
  /** Requests put in `collecting` (`?status=`) besides the ninth the states' cycle puts there. */
  collecting: string;
}

const SHAPES: Record<'large' | 'small', SeedShape> = {
  // 10 of 10,000 candidates, 1,667 Graces; 500 of 50,000 events.
  large: {
    zylberstein: 'i % 1000 = 7',
    grace: 'i % 6 = 1',
    rareActor: 'i % 100 = 0',
    collecting: 'false',
  },
  // 10 of 40 candidates, 30 Graces; 50 of 200 events; 67 of 200 requests collecting.
  small: {
    zylberstein: 'i % 4 = 3',
    grace: 'i % 4 <> 0',
    rareActor: 'i % 4 = 0',
    collecting: 'i % 4 = 0',
  },
};

async function seedTenant(
  database: SeedDatabase,
  requests: number,
  shape: SeedShape,
): Promise<SeededTenant> {
  const { tenantId, recruiterId, session } = await database.newTenantSession();
  const t = tenantId;
  const candidates = Math.max(Math.floor(requests / 5), 1);
  const tenth = Math.max(Math.floor(requests / 10), 1);
  const grantedCandidates = Math.max(Math.floor(candidates / 10), 1);
  const minutesAgo = (count: number) => `now() - (${count} - i) * interval '1 minute'`;
  const common = `${lit(t)}, 'live'`;
  const requestId = (expr: string) => idOf('rr', t, 'r', expr);
  const candidateId = (expr: string) => idOf('cand', t, 'c', expr);

  await database.run(
    `insert into candidates (id, tenant_id, environment, first_name, last_name, email, deleted_at,
       created_at, updated_at)
     select ${candidateId('i')}, ${common},
            case when ${shape.grace} then 'Grace'
                 else (array['Ada','Alan','Katherine','Margaret','Edsger'])[1 + i % 5] end,
            case when ${shape.zylberstein} then 'Zylberstein' else 'Person' || i end,
            'c' || i || '@' || ${lit(t)} || '.test',
            case when i % 50 = 0 then now() end,
            ${minutesAgo(candidates)}, ${minutesAgo(candidates)}
     from generate_series(1, ${candidates}) as i`,
  );
  await database.run(
    `insert into reference_requests (id, tenant_id, environment, candidate_id, recruiter_id,
       created_by_kind, created_by_id, launch_mode, role_title, status, created_at, updated_at)
     select ${requestId('i')}, ${common}, ${candidateId(candidateOfRequest(candidates))},
            ${lit(recruiterId)}, 'recruiter', ${lit(recruiterId)}, 'manual_references', 'Engineer',
            case when ${shape.collecting} then 'collecting'
                 else (array['intake_pending','intake_abandoned','created','consent_requested',
                             'consent_granted','outreach_queued','collecting','review_requested',
                             'cancelled'])[1 + i % 9] end,
            ${minutesAgo(requests)}, ${minutesAgo(requests)}
     from generate_series(1, ${requests}) as i`,
  );
  await database.run(
    `insert into reference_contacts (id, tenant_id, environment, reference_request_id, first_name,
       last_name, email, source, status, invited_at, completed_at, declined_at)
     select ${idOf('ct', t, 'k', '(2 * i + k)')}, ${common}, ${requestId('i')}, 'Ref', 'Eree' || k,
            'r' || i || '-' || k || '@example.org', 'recruiter', s.status,
            case when s.status <> 'pending' then now() - interval '30 days' end,
            case when s.status = 'completed'
                 then now() - interval '30 days' + (1 + (i * 7919 + k) % 500) * interval '1 hour' end,
            case when s.status = 'declined' then now() - interval '20 days' end
     from generate_series(1, ${requests}) as i, generate_series(0, 1) as k,
          lateral (select (array['pending','invited','completed','declined'])[1 + (i + k) % 4]
                     as status) as s`,
  );
  await database.run(
    `insert into audit_events (id, tenant_id, environment, action, actor_kind, actor_id,
       target_type, target_id, created_at)
     select ${idOf('evt', t, 'e', 'i')}, ${common},
            (array['reference_request.created','reference_request.queue_outreach',
                   'report.approved'])[1 + i % 3],
            'recruiter', case when ${shape.rareActor} then 'user_rare' else ${lit(recruiterId)} end,
            'reference_request', ${requestId(`(1 + i % ${requests})`)}, ${minutesAgo(requests)}
     from generate_series(1, ${requests}) as i`,
  );
  await database.run(
    `insert into trust_signals (id, tenant_id, environment, reference_request_id, contact_id, kind,
       severity, status)
     select ${idOf('sig', t, 's', 'i')}, ${common}, ${requestId('(10 * i)')},
            ${idOf('ct', t, 'k', '(20 * i)')}, 'shared_ip', 'medium',
            (array['open','confirmed','dismissed'])[1 + i % 3]
     from generate_series(1, ${tenth}) as i`,
  );
  const apiKeyId = idValue('key', t, 'key', 1);
  await database.run(
    `insert into api_keys (id, tenant_id, recruiter_id, environment, name, prefix, secret_hash)
     values (${lit(apiKeyId)}, ${lit(t)}, ${lit(recruiterId)}, 'live', 'bench',
             ${lit(`rk_live_${t.slice(-8)}`)}, 'not-a-hash')`,
  );
  await database.run(
    `insert into api_key_usage (id, api_key_id, tenant_id, environment, endpoint, method, status,
       duration_ms, ip_hash, trace_id, created_at)
     select ${idOf('use', t, 'u', 'i')}, ${lit(apiKeyId)}, ${common},
            '/v1/api/reference-requests/:requestId', 'GET', 200, 3, 'iphash', 'trace' || i,
            ${minutesAgo(requests)}
     from generate_series(1, ${requests}) as i`,
  );
  await database.run(
    `insert into ops_messages (id, tenant_id, environment, title, body, author_kind, author_id,
       recruiter_id)
     select ${idOf('ops', t, 'o', 'i')}, ${common}, 'Note ' || i, 'Ops note number ' || i,
            'recruiter', ${lit(recruiterId)}, ${lit(recruiterId)}
     from generate_series(1, ${Math.max(tenth, 50)}) as i`,
  );
  // Grants of the first tenth of the candidates, five each; a third granted (with an access grant).
  const grantCandidate = candidateId(`(1 + i % ${grantedCandidates})`);
  await database.run(
    `insert into consent_grants (id, tenant_id, environment, candidate_id, requester_recruiter_id,
       requested_by_kind, requested_by_id, status, scopes, metadata, decided_at)
     select ${idOf('cg', t, 'g', 'i')}, ${common}, ${grantCandidate}, ${lit(recruiterId)},
            'recruiter', ${lit(recruiterId)},
            (array['pending','granted','declined'])[1 + i % 3],
            '["reference_collection"]'::jsonb,
            jsonb_build_object(
              'sourcePassportProfile', jsonb_build_object('candidateId', ${grantCandidate},
                'references', '[]'::jsonb, 'evidence', '[]'::jsonb, 'reuses', '[]'::jsonb),
              'evidenceArtifactIds', '[]'::jsonb, 'referenceResponseIds', '[]'::jsonb,
              'requestedScopes', '["reference_collection"]'::jsonb,
              'targetReferenceRequestId', null),
            case when i % 3 <> 0 then now() end
     from generate_series(1, ${tenth}) as i`,
  );
  await database.run(
    `insert into access_grants (id, tenant_id, environment, consent_grant_id, candidate_id,
       requester_recruiter_id, scopes)
     select ${idOf('ag', t, 'a', 'i')}, ${common}, ${idOf('cg', t, 'g', 'i')}, ${grantCandidate},
            ${lit(recruiterId)}, '["reference_collection"]'::jsonb
     from generate_series(1, ${tenth}) as i
     where i % 3 = 1`,
  );
  // Candidate 2 has the requests i ≡ 1 (mod candidates) and the grants i ≡ 1 (mod grantedCandidates).
  return {
    tenantId,
    recruiterId,
    session,
    candidateId: idValue('cand', t, 'c', 2),
    requestId: idValue('rr', t, 'r', 7),
    apiKeyId,
    rareActorId: 'user_rare',
  };
}

/** idOf's value for a number. */
function idValue(prefix: string, tenant: string, tag: string, i: number): string {
  const hash = createHash('md5').update(`${tenant}${tag}${i}`).digest('hex');
  return `${prefix}_${i.toString(16).padStart(10, '0')}${hash.slice(0, 16)}`;
}

/** Seeds both tenants, then refreshes statistics and the visibility map, as autovacuum would have. */
async function seedTenants(database: SeedDatabase): Promise<void> {
  seeded = {
    large: await seedTenant(database, LARGE, SHAPES.large),
    small: await seedTenant(database, SMALL, SHAPES.small),
  };
  provisioned = undefined;
  await database.run('vacuum analyze');
}

/** The seeded tenants, their tenant, recruiter and membership provisioned by a first session call. */
async function tenants(target: BenchTarget) {
  const current = seeded;
  if (!current) return undefined;
  provisioned ??= (async () => {
    for (const tenant of [current.large, current.small]) {
      await target.request('GET', `/v1/tenants/${tenant.tenantId}/onboarding-status`, {
        headers: { authorization: `Bearer ${tenant.session}` },
      });
    }
  })();
  await provisioned;
  return current;
}

const ROUTES: { name: string; path: (tenant: SeededTenant) => string }[] = [
  { name: 'workspace', path: () => '/workspace' },
  { name: 'dashboard', path: () => '/dashboard' },
  { name: 'reference requests', path: () => '/reference-requests' },
  { name: 'reference requests ?status=', path: () => '/reference-requests?status=collecting' },
  {
    name: 'reference requests ?candidateId=',
    path: (t) => `/reference-requests?candidateId=${t.candidateId}`,
  },
  { name: 'candidates', path: () => '/candidates' },
  { name: 'candidates ?search= (rare)', path: () => '/candidates?search=zylber' },
  { name: 'candidates ?search= (common)', path: () => '/candidates?search=grace' },
  { name: 'candidates ?search= (2 letters)', path: () => '/candidates?search=zy' },
  { name: 'candidate workspace', path: (t) => `/candidates/${t.candidateId}` },
  { name: 'consent grants', path: (t) => `/candidates/${t.candidateId}/consent-grants` },
  { name: 'audit events', path: () => '/audit-events' },
  { name: 'audit events ?action=', path: () => '/audit-events?action=report.approved' },
  { name: 'audit events ?actorId=', path: (t) => `/audit-events?actorId=${t.rareActorId}` },
  { name: 'audit events ?targetId=', path: (t) => `/audit-events?targetId=${t.requestId}` },
  { name: 'api keys', path: () => '/api-keys' },
  { name: 'api-key usage', path: (t) => `/api-keys/${t.apiKeyId}/usage` },
  { name: 'ops feed', path: () => '/ops/feed' },
  { name: 'onboarding status', path: () => '/onboarding-status' },
];

const scenarioName = (route: string, size: 'large' | 'small') =>
  `tenant data: ${route} (${(size === 'large' ? LARGE : SMALL).toLocaleString('en')} requests)`;

function tenantRouteScenario(
  route: (typeof ROUTES)[number],
  size: 'large' | 'small',
): HttpLoadScenario {
  return {
    kind: 'http',
    name: scenarioName(route.name, size),
    description: `GET ${route.name} for a tenant with ${size === 'large' ? LARGE : SMALL} requests, beside a tenant of the other size`,
    seed: seedTenants,
    compareWith: size === 'large' ? scenarioName(route.name, 'small') : undefined,
    async prepare(target) {
      const current = await tenants(target);
      if (!current) return { requests: [], skip: 'the seed did not run' };
      const tenant = current[size];
      const path = `/v1/tenants/${tenant.tenantId}${route.path(tenant)}`;
      const separator = path.includes('?') ? '&' : '?';
      const request = {
        method: 'GET' as const,
        path: `${path}${separator}environment=live`,
        headers: { authorization: `Bearer ${tenant.session}` },
      };
      // Fails the scenario now rather than measuring error answers.
      await target.request(request.method, request.path, { headers: request.headers });
      return { requests: [request] };
    },
  };
}

/** Each route for the large tenant, then for the small one. */
export const largeTenantScenarios: HttpLoadScenario[] = ROUTES.flatMap((route) => [
  tenantRouteScenario(route, 'large'),
  tenantRouteScenario(route, 'small'),
]);
