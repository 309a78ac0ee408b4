/**
 * The physical reference for a create (bench/scenarios/bare-create.ts): a
 * minimal Fastify + node-postgres server that writes the rows
 * `POST /v1/api/reference-requests` writes (manual_references, two contacts)
 * in one transaction, with no validation, no authentication, no ORM and no
 * answer built from the database. What a hand-written handler on the same
 * tables and triggers costs on this machine: the service's create is
 * reported as a ratio of it.
 *
 * Run as its own process (the runner's autocannon must not share its event
 * loop): DATABASE_URL, PORT. It prints `listening` once ready.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

interface BareContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  relationship: string;
}

interface BareCreate {
  tenantId: string;
  recruiterId: string;
  apiKeyId: string;
  roleTitle: string;
  candidate: { firstName: string; lastName: string; email: string };
  contacts: BareContact[];
}

let sequence = 0;
/** Unique, roughly time-ordered ids (the service's are ULIDs; the shape does not matter here). */
function id(prefix: string): string {
  sequence += 1;
  return `${prefix}_${Date.now().toString(36)}${sequence.toString(36)}${randomBytes(6).toString('hex')}`;
}

/** The service's pool size (src/db/client.ts). */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

async function findOrCreateCandidate(
  client: pg.PoolClient,
  body: BareCreate,
  now: Date,
): Promise<string> {
  const email = body.candidate.email.toLowerCase();
  const found = await client.query({
    name: 'bare_find_candidate',
    text: `select id from candidates where tenant_id = $1 and environment = 'live'
      and email = $2 and deleted_at is null limit 1`,
    values: [body.tenantId, email],
  });
  if (found.rows[0]) return found.rows[0].id as string;
  const inserted = await client.query({
    name: 'bare_insert_candidate',
    text: `insert into candidates (id, tenant_id, environment, first_name, last_name, email,
      created_at, updated_at) values ($1, $2, 'live', $3, $4, $5, $6, $6)
      on conflict do nothing returning id`,
    values: [
      id('cand'),
      body.tenantId,
      body.candidate.firstName,
      body.candidate.lastName,
      email,
      now,
    ],
  });
  return (inserted.rows[0]?.id as string | undefined) ?? findOrCreateCandidate(client, body, now);
}

async function writeCreate(client: pg.PoolClient, body: BareCreate, traceId: string) {
  const now = new Date();
  const candidateId = await findOrCreateCandidate(client, body, now);
  const requestId = id('rr');
  await client.query({
    name: 'bare_insert_request',
    text: `insert into reference_requests (id, tenant_id, environment, candidate_id, recruiter_id,
      created_by_kind, created_by_id, launch_mode, role_title, status, created_at, updated_at)
      values ($1, $2, 'live', $3, $4, 'api_key', $5, 'manual_references', $6, 'created', $7, $7)`,
    values: [
      requestId,
      body.tenantId,
      candidateId,
      body.recruiterId,
      body.apiKeyId,
      body.roleTitle,
      now,
    ],
  });
  const [first, second] = body.contacts as [BareContact, BareContact];
  await client.query({
    name: 'bare_insert_contacts',
    text: `insert into reference_contacts (id, tenant_id, environment, reference_request_id,
      first_name, last_name, email, phone, relationship, source, created_at, updated_at)
      values ($1, $2, 'live', $3, $4, $5, $6, $7, $8, 'recruiter', $14, $14),
             ($9, $2, 'live', $3, $10, $11, $12, $13, $15, 'recruiter', $14, $14)`,
    values: [
      id('ct'),
      body.tenantId,
      requestId,
      first.firstName,
      first.lastName,
      first.email,
      first.phone,
      first.relationship,
      id('ct'),
      second.firstName,
      second.lastName,
      second.email,
      second.phone,
      now,
      second.relationship,
    ],
  });
  const metadata = JSON.stringify({ launchMode: 'manual_references', candidateId, contacts: 2 });
  await client.query({
    name: 'bare_insert_audit',
    text: `insert into audit_events (id, tenant_id, environment, action, actor_kind, actor_id,
      target_type, target_id, trace_id, metadata, created_at)
      values ($1, $2, 'live', 'reference_request.created', 'api_key', $3, 'reference_request',
      $4, $5, $6, $7)`,
    values: [id('evt'), body.tenantId, body.apiKeyId, requestId, traceId, metadata, now],
  });
  await client.query({
    name: 'bare_insert_activity',
    text: `insert into activity_entries (id, tenant_id, environment, reference_request_id, kind,
      actor_kind, actor_id, summary, data, created_at)
      values ($1, $2, 'live', $3, 'request.created', 'api_key', $4, 'Reference request created', $5, $6)`,
    values: [id('act'), body.tenantId, requestId, body.apiKeyId, metadata, now],
  });
  await client.query({
    name: 'bare_insert_usage',
    text: `insert into api_key_usage (id, api_key_id, tenant_id, environment, endpoint, method,
      status, duration_ms, ip_hash, trace_id, created_at)
      values ($1, $2, $3, 'live', '/bare/reference-requests', 'POST', 200, 0, 'bench', $4, $5)`,
    values: [id('use'), body.apiKeyId, body.tenantId, traceId, now],
  });
  return { id: requestId, object: 'reference_request', status: 'created', candidateId };
}

const app = Fastify({ logger: false });

app.post('/bare/reference-requests', async (request) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const answer = await writeCreate(client, request.body as BareCreate, String(request.id));
    await client.query('commit');
    return answer;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
