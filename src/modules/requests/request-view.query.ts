import { type SQL, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { allowedActions, type RequestState } from './lifecycle.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';

/** ISO 8601 UTC with milliseconds, exactly as Date#toISOString writes it. */
const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface ViewRow {
  id: string;
  status: string;
  launch_mode: 'candidate_intake' | 'manual_references';
  role_title: string | null;
  notes: string | null;
  recruiter_id: string;
  environment: 'live' | 'test';
  candidate_id: string;
  created_at: string;
  updated_at: string;
  candidate_first_name: string | null;
  candidate_last_name: string | null;
  candidate_email: string | null;
  candidate_stage: string | null;
  contacts: ReferenceRequestView['contacts'];
  report: ReferenceRequestView['report'];
}

/**
 * The `reference_request` object in ONE statement: the request, its
 * candidate, its contacts and its report summary. `GET` of a request is the
 * hottest read of the API; every round trip costs far more CPU than the
 * JSON building PostgreSQL does here (see bench/). Same shape as
 * loadReferenceRequestView, which a test checks field by field.
 */
const selectView = preparedStatement<
  ViewRow,
  { tenantId: string; environment: string; id: string; now: Date }
>(
  'reference_request_view',
  sql`
    select r.id, r.status, r.launch_mode, r.role_title, r.notes, r.recruiter_id, r.environment,
      r.candidate_id, ${iso(sql`r.created_at`)} as created_at, ${iso(sql`r.updated_at`)} as updated_at,
      c.first_name as candidate_first_name, c.last_name as candidate_last_name,
      c.email as candidate_email, c.stage as candidate_stage,
      coalesce((
        select json_agg(json_build_object(
          'id', ct.id, 'object', 'reference_contact', 'firstName', ct.first_name,
          'lastName', ct.last_name, 'email', ct.email, 'phone', ct.phone,
          'relationship', ct.relationship, 'status', ct.status, 'source', ct.source,
          'invitedAt', ${iso(sql`ct.invited_at`)}, 'openedAt', ${iso(sql`ct.opened_at`)},
          'completedAt', ${iso(sql`ct.completed_at`)}, 'declinedAt', ${iso(sql`ct.declined_at`)},
          'createdAt', ${iso(sql`ct.created_at`)}, 'updatedAt', ${iso(sql`ct.updated_at`)}
        ) order by ct.id)
        from reference_contacts ct
        where ct.tenant_id = r.tenant_id and ct.environment = r.environment
          and ct.reference_request_id = r.id
      ), '[]'::json) as contacts,
      (
        select json_build_object(
          'id', rp.id, 'status', rp.status, 'version', rp.current_version,
          'approvedVersion', av.version, 'approvedAt', ${iso(sql`av.approved_at`)},
          'activeShareLinks', (
            select count(*)::int from share_links sl
            where sl.tenant_id = rp.tenant_id and sl.environment = rp.environment
              and sl.report_id = rp.id and sl.revoked_at is null and sl.expires_at > ${sql.placeholder('now')}
          ),
          'updatedAt', ${iso(sql`rp.updated_at`)}
        )
        from reports rp
        left join lateral (
          select v.version, v.approved_at from report_versions v
          where v.tenant_id = rp.tenant_id and v.environment = rp.environment
            and v.report_id = rp.id and v.status = 'approved'
          order by v.version desc limit 1
        ) av on true
        where rp.tenant_id = r.tenant_id and rp.environment = r.environment
          and rp.reference_request_id = r.id and rp.status <> 'none'
        limit 1
      ) as report
    from reference_requests r
    left join candidates c
      on c.tenant_id = r.tenant_id and c.environment = r.environment and c.id = r.candidate_id
    where r.tenant_id = ${sql.placeholder('tenantId')}
      and r.environment = ${sql.placeholder('environment')} and r.id = ${sql.placeholder('id')}
  `,
);

export async function readReferenceRequestView(
  db: Executor,
  scope: TenantScope,
  id: string,
  now: Date,
): Promise<ReferenceRequestView | null> {
  const [row] = await selectView(db, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    id,
    now,
  });
  if (!row) return null;
  return {
    id: row.id,
    object: 'reference_request',
    status: row.status as RequestState,
    launchMode: row.launch_mode,
    roleTitle: row.role_title,
    notes: row.notes,
    candidate: {
      id: row.candidate_id,
      firstName: row.candidate_first_name ?? '',
      lastName: row.candidate_last_name ?? '',
      email: row.candidate_email ?? '',
      stage: row.candidate_stage ?? null,
    },
    contacts: row.contacts,
    report: row.report,
    allowedActions: allowedActions(row.status as RequestState),
    recruiterId: row.recruiter_id,
    environment: row.environment,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
