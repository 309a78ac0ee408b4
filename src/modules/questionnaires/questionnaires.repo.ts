import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import {
  questionnaireDefaults,
  questionnaires,
  questionnaireVersions,
} from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';
import {
  BUILTIN_CURRENT_VERSION,
  BUILTIN_NAME,
  BUILTIN_QUESTIONNAIRE_ID,
} from './builtin-questionnaire.ts';
import type { Question } from './questionnaires.schemas.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type NewQuestionnaireRow = typeof questionnaires.$inferInsert;

/** A stored questionnaire with the questions of one of its versions, and whether it is the default. */
export interface QuestionnaireRead {
  row: QuestionnaireRow;
  version: number;
  questions: Question[];
  isDefault: boolean;
}

const scoped = (scope: TenantScope, ...conditions: (SQL | undefined)[]) =>
  inTenantScope(questionnaires, scope, ...conditions);

/** Joins a questionnaire to the scope's default row: set exactly when it is the default. */
const defaultOf = and(
  eq(questionnaireDefaults.tenantId, questionnaires.tenantId),
  eq(questionnaireDefaults.environment, questionnaires.environment),
  eq(questionnaireDefaults.questionnaireId, questionnaires.id),
);

const readColumns = {
  row: questionnaires,
  version: questionnaireVersions.version,
  questions: questionnaireVersions.questions,
  defaultId: questionnaireDefaults.questionnaireId,
};

type ReadRow = {
  row: QuestionnaireRow;
  version: number;
  questions: unknown[];
  defaultId: string | null;
};

function toRead(found: ReadRow): QuestionnaireRead {
  return {
    row: found.row,
    version: found.version,
    questions: found.questions as Question[],
    isDefault: found.defaultId !== null,
  };
}

/** The questions of `version` (default: the current one) of a version row of the same scope. */
function versionOf(version: number | undefined): SQL {
  return and(
    eq(questionnaireVersions.questionnaireId, questionnaires.id),
    eq(questionnaireVersions.tenantId, questionnaires.tenantId),
    eq(questionnaireVersions.environment, questionnaires.environment),
    eq(questionnaireVersions.version, version ?? questionnaires.currentVersion),
  ) as SQL;
}

/**
 * A stored questionnaire of the scope at `version` (default: current);
 * undefined for an unknown id, another scope's, or a version never published.
 */
export async function findQuestionnaire(
  db: Executor,
  scope: TenantScope,
  id: string,
  version?: number,
): Promise<QuestionnaireRead | undefined> {
  const [found] = await db
    .select(readColumns)
    .from(questionnaires)
    .innerJoin(questionnaireVersions, versionOf(version))
    .leftJoin(questionnaireDefaults, defaultOf)
    .where(scoped(scope, eq(questionnaires.id, id)))
    .limit(1);
  return found ? toRead(found) : undefined;
}

/** Locks a stored questionnaire of the scope for a change (its row); undefined if not found. */
export async function lockQuestionnaire(
  tx: Tx,
  scope: TenantScope,
  id: string,
): Promise<QuestionnaireRow | undefined> {
  const [row] = await tx
    .select()
    .from(questionnaires)
    .where(scoped(scope, eq(questionnaires.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * The scope's stored questionnaires, newest first (ids in the "C" collation,
 * as every list: migration 0015), with their current questions; `limit`
 * rows at most.
 */
export async function listQuestionnaires(
  db: Executor,
  scope: TenantScope,
  page: { limit: number; cursor?: string; status?: QuestionnaireRow['status'] },
): Promise<QuestionnaireRead[]> {
  const rows = await db
    .select(readColumns)
    .from(questionnaires)
    .innerJoin(questionnaireVersions, versionOf(undefined))
    .leftJoin(questionnaireDefaults, defaultOf)
    .where(
      scoped(
        scope,
        page.status ? eq(questionnaires.status, page.status) : undefined,
        page.cursor ? sql`${questionnaires.id} collate "C" < ${page.cursor}` : undefined,
      ),
    )
    .orderBy(desc(sql`${questionnaires.id} collate "C"`))
    .limit(page.limit);
  return rows.map(toRead);
}

/** The id of the scope's default questionnaire when one of its own is; undefined: the built-in. */
export async function findDefaultQuestionnaireId(
  db: Executor,
  scope: TenantScope,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: questionnaireDefaults.questionnaireId })
    .from(questionnaireDefaults)
    .where(inTenantScope(questionnaireDefaults, scope))
    .limit(1);
  return row?.id;
}

/** A new questionnaire and its version 1. */
export async function insertQuestionnaire(
  tx: Tx,
  row: NewQuestionnaireRow & { createdAt: Date },
  questions: Question[],
): Promise<QuestionnaireRow> {
  const [inserted] = await tx
    .insert(questionnaires)
    .values({ ...row, currentVersion: 1 })
    .returning();
  await insertQuestionnaireVersion(tx, inserted!, 1, questions, row.createdAt);
  return inserted!;
}

/** Publishes `version` of a questionnaire's questions (immutable once written). */
export async function insertQuestionnaireVersion(
  tx: Tx,
  questionnaire: Pick<QuestionnaireRow, 'id' | 'tenantId' | 'environment'>,
  version: number,
  questions: Question[],
  at: Date,
): Promise<void> {
  await tx.insert(questionnaireVersions).values({
    questionnaireId: questionnaire.id,
    tenantId: questionnaire.tenantId,
    environment: questionnaire.environment,
    version,
    questions,
    createdAt: at,
  });
}

export async function updateQuestionnaire(
  tx: Tx,
  scope: TenantScope,
  id: string,
  changes: Partial<
    Pick<
      QuestionnaireRow,
      'name' | 'description' | 'locale' | 'status' | 'currentVersion' | 'archivedAt' | 'updatedAt'
    >
  >,
): Promise<QuestionnaireRow | undefined> {
  const [row] = await tx
    .update(questionnaires)
    .set(changes)
    .where(scoped(scope, eq(questionnaires.id, id)))
    .returning();
  return row;
}

/**
 * Makes `id` the scope's default: one upsert of the scope's one row, so two
 * recruiters doing it at once leave one default, never two or an error.
 * The built-in is the default when the scope has no row.
 */
export async function setDefaultQuestionnaire(
  tx: Tx,
  scope: TenantScope,
  id: string,
  at: Date,
): Promise<void> {
  if (id === BUILTIN_QUESTIONNAIRE_ID) {
    await tx.delete(questionnaireDefaults).where(inTenantScope(questionnaireDefaults, scope));
    return;
  }
  await tx
    .insert(questionnaireDefaults)
    .values({ ...scope, questionnaireId: id, updatedAt: at })
    .onConflictDoUpdate({
      target: [questionnaireDefaults.tenantId, questionnaireDefaults.environment],
      set: { questionnaireId: id, updatedAt: at },
    });
}

/** The built-in becomes the default again if `id` was it (an archived one cannot be). */
export async function clearDefaultIf(tx: Tx, scope: TenantScope, id: string): Promise<boolean> {
  const cleared = await tx
    .delete(questionnaireDefaults)
    .where(
      inTenantScope(questionnaireDefaults, scope, eq(questionnaireDefaults.questionnaireId, id)),
    )
    .returning({ id: questionnaireDefaults.questionnaireId });
  return cleared.length > 0;
}

/**
 * A statement's part that answers the questionnaire a new request pins, as
 * one row `(id, version, name, locale)`: the active questionnaire `questionnaireId`
 * of the scope (`qst_builtin`: the built-in), or without one, the scope's
 * default if it is active, else the built-in. No row: the id is unknown,
 * another scope's, or archived. `locale` is the language tag it is written
 * in; null for the built-in, which exists in every language participants
 * are served in. The request create's statement composes it
 * (requests/create-request.query.ts), so the pin costs no round trip.
 */
export function pinnedQuestionnaireSql(c: {
  tenantId: SQL;
  environment: SQL;
  questionnaireId: SQL;
}): SQL {
  const chosen = sql`${c.questionnaireId}::text`;
  return sql`select pick.id, pick.version, pick.name, pick.locale from (
      select q.id, q.current_version as version, q.name, q.locale, 0 as rank from questionnaires q
      where q.tenant_id = ${c.tenantId} and q.environment = ${c.environment}
        and q.status = 'active'
        and q.id = coalesce(${chosen}, (
          select d.questionnaire_id from questionnaire_defaults d
          where d.tenant_id = ${c.tenantId} and d.environment = ${c.environment}
        ))
      union all
      select ${BUILTIN_QUESTIONNAIRE_ID}::text, ${BUILTIN_CURRENT_VERSION}::int, ${BUILTIN_NAME}::text,
        null::text, 1
      where ${chosen} is null or ${chosen} = ${BUILTIN_QUESTIONNAIRE_ID}
    ) pick
    order by pick.rank limit 1`;
}

/**
 * A statement's part that answers the questions (jsonb) of the pinned
 * version `(questionnaireId, version)` of the scope, or null for the
 * built-in questionnaire (a constant, builtin-questionnaire.ts). The
 * participant turn's statement composes it, so following the pinned
 * version costs no round trip.
 */
export function pinnedVersionQuestionsSql(c: {
  tenantId: SQL;
  environment: SQL;
  questionnaireId: SQL;
  version: SQL;
}): SQL {
  return sql`(select v.questions from questionnaire_versions v
      where v.tenant_id = ${c.tenantId} and v.environment = ${c.environment}
        and v.questionnaire_id = ${c.questionnaireId} and v.version = ${c.version}
        and v.questionnaire_id <> ${BUILTIN_QUESTIONNAIRE_ID})`;
}
