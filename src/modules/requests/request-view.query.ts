import { sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { jsonObjectSql } from '../../db/typed-sql.ts';
import { candidateMatchesSql, searchPattern } from '../candidates/candidates.repo.ts';
import { deliveriesJsonOf } from '../outreach/deliveries.repo.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';
import { allowedActions } from './workflow.ts';

/** The view as PostgreSQL builds it: everything but what Node derives (allowedActions). */
export type ViewJson = Omit<ReferenceRequestView, 'allowedActions'>;

type Contact = ViewJson['contacts'][number];
type Report = NonNullable<ViewJson['report']>;

/** The JSON of the view's contact: every field of the answer's contact (jsonObjectSql). */
const CONTACT_JSON = jsonObjectSql<Contact>({
  id: sql`ct.id`,
  object: sql`'reference_contact'`,
  firstName: sql`ct.first_name`,
  lastName: sql`ct.last_name`,
  email: sql`ct.email`,
  phone: sql`ct.phone`,
  relationship: sql`ct.relationship`,
  status: sql`ct.status`,
  source: sql`ct.source`,
  invitedAt: isoTime(sql`ct.invited_at`),
  openedAt: isoTime(sql`ct.opened_at`),
  completedAt: isoTime(sql`ct.completed_at`),
  declinedAt: isoTime(sql`ct.declined_at`),
  erasedAt: isoTime(sql`ct.erased_at`),
  createdAt: isoTime(sql`ct.created_at`),
  updatedAt: isoTime(sql`ct.updated_at`),
  deliveries: deliveriesJsonOf(sql`ct.id`, sql`ct.tenant_id`, sql`ct.environment`),
});

/** The view's JSON: every field of the answer but what Node derives (jsonObjectSql). */
const VIEW_JSON = jsonObjectSql<ViewJson>({
  id: sql`r.id`,
  object: sql`'reference_request'`,
  status: sql`r.status`,
  launchMode: sql`r.launch_mode`,
  roleTitle: sql`r.role_title`,
  notes: sql`r.notes`,
  candidate: jsonObjectSql<ViewJson['candidate']>({
    id: sql`r.candidate_id`,
    firstName: sql`c.first_name`,
    lastName: sql`c.last_name`,
    email: sql`c.email`,
    stage: sql`c.stage`,
    erasedAt: isoTime(sql`c.erased_at`),
  }),
  recruiterId: sql`r.recruiter_id`,
  environment: sql`r.environment`,
  createdAt: isoTime(sql`r.created_at`),
  updatedAt: isoTime(sql`r.updated_at`),
  erasedAt: isoTime(sql`r.erased_at`),
  metadata: sql`r.metadata`,
  contacts: sql`coalesce((
    select json_agg(${CONTACT_JSON} order by ct.id)
    from reference_contacts ct
    where ct.tenant_id = r.tenant_id and ct.environment = r.environment
      and ct.reference_request_id = r.id
  ), '[]'::json)`,
  report: sql`rpt.report`,
  questionnaire: jsonObjectSql<ViewJson['questionnaire']>({
    id: sql`r.questionnaire_id`,
    version: sql`r.questionnaire_version`,
    name: sql`r.questionnaire_name`,
  }),
  locale: sql`r.locale`,
});

/** The view's report summary, when the request has a report. */
const REPORT_JSON = jsonObjectSql<Report>({
  id: sql`rp.id`,
  status: sql`rp.status`,
  version: sql`rp.current_version`,
  approvedVersion: sql`av.version`,
  approvedAt: isoTime(sql`av.approved_at`),
  activeShareLinks: sql`links.active`,
  updatedAt: isoTime(sql`rp.updated_at`),
});

/**
 * The `reference_request` object in ONE statement: the request, its
 * candidate, its contacts and its report summary. `GET` of a request is the
 * hottest read of the API; every round trip costs far more CPU than the
 * JSON building PostgreSQL does here (see bench/). Create and lifecycle
 * answer with it too, read inside their transaction; a test checks it field
 * by field against the same object composed from the owning repos.
 *
 * This is the statement without its `where`: one request (selectView) or a
 * page of them (listViewsStatement) share it, so a list item is the GET object.
 */
export const VIEW_FROM_REQUESTS = sql`
    select ${VIEW_JSON} as view,
    rpt.stale_at
    from reference_requests r
    left join candidates c
      on c.tenant_id = r.tenant_id and c.environment = r.environment and c.id = r.candidate_id
    left join lateral (
      select ${REPORT_JSON} as report,
      links.next_expiry as stale_at
      from reports rp
      left join lateral (
        select v.version, v.approved_at from report_versions v
        where v.tenant_id = rp.tenant_id and v.environment = rp.environment
          and v.report_id = rp.id and v.status = 'approved'
        order by v.version desc limit 1
      ) av on true
      cross join lateral (
        select count(*)::int as active, min(sl.expires_at) as next_expiry from share_links sl
        where sl.tenant_id = rp.tenant_id and sl.environment = rp.environment
          and sl.report_id = rp.id and sl.revoked_at is null and sl.expires_at > ${sql.placeholder('now')}
      ) links
      where rp.tenant_id = r.tenant_id and rp.environment = r.environment
        and rp.reference_request_id = r.id and rp.status <> 'none'
      limit 1
    ) rpt on true`;

type ViewRow = { view: ViewJson; stale_at: Date | null };

const selectView = preparedStatement<
  ViewRow,
  { tenantId: string; environment: string; id: string; now: Date }
>(
  'reference_request_view',
  sql`${VIEW_FROM_REQUESTS}
    where r.tenant_id = ${sql.placeholder('tenantId')}
      and r.environment = ${sql.placeholder('environment')} and r.id = ${sql.placeholder('id')}`,
);

type ListParams = {
  tenantId: string;
  environment: string;
  now: Date;
  limit: number;
  status?: string;
  candidateId?: string;
  cursor?: string;
  pattern?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  metadata?: string;
};

/**
 * A page of the scope's requests, as their views, in ONE statement for each
 * set of filters (a state, a candidate, a cursor): the page's ids come from
 * the filter's index (`reference_requests_status_idx`,
 * `reference_requests_candidate_idx`, `reference_requests_tenant_idx`) and
 * stop at the page. Each view is a lateral subquery of its page row, kept
 * from being flattened into the join by its `limit 1` (one request per id
 * anyway), so it reads each request by id as GET does. Planned with each
 * call's values (planEachCall): a generic plan cannot know the page size, and
 * with PostgreSQL's default guess (a tenth of the matching rows) it sorted
 * every request of the state instead of walking the index to the page.
 * Ordered and paged by id in the "C" collation (the same order: ids are
 * lowercase ASCII), which those indexes serve and the primary key does not
 * (migration 0015): with statistics from before another tenant's burst of
 * requests, the planner walked the primary key backwards through that
 * tenant's rows (bench/README.md).
 */
export function listViewsStatement(filters: ListFilters) {
  const conditions = [
    sql`p.tenant_id = ${sql.placeholder('tenantId')}`,
    sql`p.environment = ${sql.placeholder('environment')}`,
  ];
  if (filters.status) conditions.push(sql`p.status = ${sql.placeholder('status')}`);
  if (filters.candidateId) conditions.push(sql`p.candidate_id = ${sql.placeholder('candidateId')}`);
  if (filters.cursor) conditions.push(sql`p.id collate "C" < ${sql.placeholder('cursor')}`);
  if (filters.createdAfter)
    conditions.push(sql`p.created_at >= ${sql.placeholder('createdAfter')}`);
  if (filters.createdBefore)
    conditions.push(sql`p.created_at < ${sql.placeholder('createdBefore')}`);
  // Containment, which `reference_requests_metadata_idx` (tenant_id, metadata jsonb_path_ops) serves.
  if (filters.metadata) conditions.push(sql`p.metadata @> ${sql.placeholder('metadata')}::jsonb`);
  if (filters.search) {
    const pattern = sql`${sql.placeholder('pattern')}`;
    conditions.push(
      sql`(lower(coalesce(p.role_title, '')) like ${pattern} or ${candidateMatchesSql(
        {
          tenantId: sql`p.tenant_id`,
          environment: sql`p.environment`,
          candidateId: sql`p.candidate_id`,
        },
        pattern,
      )})`,
    );
  }
  const name = [
    filters.status && 'status',
    filters.candidateId && 'candidate',
    filters.cursor && 'after',
    filters.search && 'search',
    filters.createdAfter && 'since',
    filters.createdBefore && 'until',
    filters.metadata && 'metadata',
  ]
    .filter(Boolean)
    .join('_');
  return preparedStatement<ViewRow, ListParams>(
    `reference_request_list${name ? `_${name}` : ''}`,
    sql`with page as (
        select p.id from reference_requests p where ${sql.join(conditions, sql` and `)}
        order by p.id collate "C" desc limit ${sql.placeholder('limit')}
      )
      select v.view, v.stale_at from page cross join lateral (
        ${VIEW_FROM_REQUESTS}
        where r.tenant_id = ${sql.placeholder('tenantId')}
          and r.environment = ${sql.placeholder('environment')} and r.id = page.id
        limit 1
      ) v
      order by page.id collate "C" desc`,
    { planEachCall: true },
  );
}

interface ListFilters {
  status?: string;
  candidateId?: string;
  cursor?: string;
  /** In the candidate's name or e-mail, or the role (case-insensitive). */
  search?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  /** Pairs every request listed holds in its metadata (`?metadata[key]=value`). */
  metadata?: Record<string, string>;
}

const LIST_STATEMENTS = new Map<string, ReturnType<typeof listViewsStatement>>();

/**
 * The views of the scope's requests, newest first, optionally in one state
 * and of one candidate: at most `limit` of them (toPage's `limit + 1`), in
 * one round trip. A list answers the GET object of each item.
 */
export async function listReferenceRequestViews(
  db: Executor,
  scope: TenantScope,
  page: ListFilters & { limit: number },
  now: Date,
): Promise<ReferenceRequestRead[]> {
  const key = [
    page.status,
    page.candidateId,
    page.cursor,
    page.search,
    page.createdAfter,
    page.createdBefore,
    page.metadata,
  ]
    .map((filter) => (filter ? 1 : 0))
    .join('');
  let statement = LIST_STATEMENTS.get(key);
  if (!statement) {
    statement = listViewsStatement(page);
    LIST_STATEMENTS.set(key, statement);
  }
  const rows = await statement(db, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    limit: page.limit,
    status: page.status,
    candidateId: page.candidateId,
    cursor: page.cursor,
    pattern: page.search ? searchPattern(page.search) : undefined,
    createdAfter: page.createdAfter,
    createdBefore: page.createdBefore,
    metadata: page.metadata ? JSON.stringify(page.metadata) : undefined,
    now,
  });
  return rows.map(toRead);
}

/** A view as read, and when it stops being true without any write (its next share-link expiry). */
export interface ReferenceRequestRead {
  view: ReferenceRequestView;
  staleAt: Date | null;
}

export async function readReferenceRequestView(
  db: Executor,
  scope: TenantScope,
  id: string,
  now: Date,
): Promise<ReferenceRequestRead | null> {
  const [row] = await selectView(db, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    id,
    now,
  });
  return row ? toRead(row) : null;
}

function toRead(row: ViewRow): ReferenceRequestRead {
  return {
    view: { ...row.view, allowedActions: allowedActions(row.view.status) },
    staleAt: row.stale_at,
  };
}

/** The request as GET answers it, read in the transaction that just changed it (404 if gone). */
export async function viewInTransaction(
  db: Executor,
  clock: Clock,
  scope: TenantScope,
  id: string,
): Promise<ReferenceRequestView> {
  const read = await readReferenceRequestView(db, scope, id, clock.now());
  if (!read) throw AppError.notFound('reference request');
  return read.view;
}
