import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { toPage } from '../../core/pagination.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { BUILTIN_QUESTIONNAIRE_ID, builtinQuestionnaire } from './builtin-questionnaire.ts';
import { normaliseQuestion as normaliseKind } from './kinds/index.ts';
import {
  clearDefaultIf,
  findDefaultQuestionnaireId,
  findQuestionnaire,
  insertQuestionnaire,
  insertQuestionnaireVersion,
  listQuestionnaires,
  lockQuestionnaire,
  type QuestionnaireRead,
  type QuestionnaireRow,
  setDefaultQuestionnaire,
  updateQuestionnaire,
} from './questionnaires.repo.ts';
import type {
  CreateQuestionnaireInput,
  Question,
  QuestionInput,
  QuestionnaireView,
  UpdateQuestionnaireInput,
} from './questionnaires.schemas.ts';

const MAX_NAME = 200;

/** What can be done with a questionnaire now (the `allowedActions` of a 409). */
type QuestionnaireAction = 'update' | 'archive' | 'copy' | 'make_default';

function allowedActions(row: QuestionnaireRow | 'builtin'): QuestionnaireAction[] {
  if (row === 'builtin') return ['copy', 'make_default'];
  return row.status === 'active' ? ['update', 'archive', 'copy', 'make_default'] : ['copy'];
}

function refused(detail: string, row: QuestionnaireRow | 'builtin'): AppError {
  return new AppError('invalid_transition', detail, { allowedActions: allowedActions(row) });
}

const BUILTIN_IS_FIXED =
  'The built-in questionnaire cannot be changed or archived; copy it (`copyFrom: "qst_builtin"`) and change the copy.';

export function toQuestionnaireView(read: QuestionnaireRead): QuestionnaireView {
  const { row } = read;
  return {
    id: row.id,
    object: 'questionnaire',
    name: row.name,
    description: row.description,
    locale: row.locale,
    version: read.version,
    status: row.status,
    isDefault: read.isDefault,
    builtIn: false,
    questions: read.questions.map(normaliseQuestion),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A question as stored and answered: the fields of its kind only, in one
 * order, defaults filled in, so that two lists of questions are the same
 * exactly when their JSON is. A stored question goes through it again on
 * the way out: jsonb keeps an object's keys in its own order.
 */
export function normaliseQuestion(input: QuestionInput | Question): Question {
  return normaliseKind({ ...input, required: input.required ?? false }) as Question;
}

const sameQuestions = (a: Question[], b: Question[]) =>
  JSON.stringify(a.map(normaliseQuestion)) === JSON.stringify(b.map(normaliseQuestion));

async function isBuiltinDefault(db: Executor, scope: TenantScope): Promise<boolean> {
  return (await findDefaultQuestionnaireId(db, scope)) === undefined;
}

/**
 * The scope's questionnaires, newest first, the built-in last (it is the
 * oldest): stored ones page by id, and the built-in follows the last of
 * them, so a cursor is always a stored questionnaire's id.
 */
export async function listTenantQuestionnaires(
  ctx: AppContext,
  scope: TenantScope,
  query: { limit: number; cursor?: string; status?: 'active' | 'archived' },
): Promise<{ object: 'list'; data: QuestionnaireView[]; nextCursor: string | null }> {
  const reads = await listQuestionnaires(ctx.db, scope, { ...query, limit: query.limit + 1 });
  const views = reads.map(toQuestionnaireView);
  if (views.length <= query.limit && query.status !== 'archived') {
    const defaultId = await findDefaultQuestionnaireId(ctx.db, scope);
    views.push(builtinQuestionnaire(defaultId === undefined)!);
  }
  return toPage(views, query.limit);
}

/**
 * A questionnaire of the scope, at `version` (default: current); unknown,
 * another scope's, or a version never published: 404.
 */
export async function getQuestionnaire(
  ctx: AppContext,
  scope: TenantScope,
  id: string,
  version?: number,
): Promise<QuestionnaireView> {
  return readQuestionnaire(ctx.db, scope, id, version);
}

/**
 * The questions of the version a request pinned (CONTRACT "Questionnaires":
 * its chat, review step and `complete` body follow them). A pin always
 * names a published version; one that does not is a 404, never a 5xx.
 */
export async function pinnedQuestions(
  db: Executor,
  scope: TenantScope,
  pin: { questionnaireId: string; questionnaireVersion: number },
): Promise<Question[]> {
  if (pin.questionnaireId === BUILTIN_QUESTIONNAIRE_ID) {
    const builtin = builtinQuestionnaire(false, pin.questionnaireVersion);
    if (!builtin) throw AppError.notFound('questionnaire version');
    return builtin.questions;
  }
  const read = await findQuestionnaire(db, scope, pin.questionnaireId, pin.questionnaireVersion);
  if (!read) throw AppError.notFound('questionnaire version');
  return read.questions;
}

async function readQuestionnaire(
  db: Executor,
  scope: TenantScope,
  id: string,
  version?: number,
): Promise<QuestionnaireView> {
  if (id === BUILTIN_QUESTIONNAIRE_ID) {
    const builtin = builtinQuestionnaire(await isBuiltinDefault(db, scope), version);
    if (!builtin) throw AppError.notFound('questionnaire version');
    return builtin;
  }
  const read = await findQuestionnaire(db, scope, id, version);
  if (!read) throw AppError.notFound(version ? 'questionnaire version' : 'questionnaire');
  return toQuestionnaireView(read);
}

/**
 * Creates a questionnaire from its questions, or copies one (`copyFrom`:
 * its current questions, any status, the built-in included) under a new
 * id at version 1. An unknown `copyFrom` is a 400 naming it, as an unknown
 * id in a body is (the path's ids are the 404s).
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function createQuestionnaire(
  ctx: AppContext,
  uow: UnitOfWork<QuestionnaireView>,
  acting: Acting,
  input: CreateQuestionnaireInput,
): Promise<QuestionnaireView> {
  return inTransaction(uow, async (tx) => {
    let name = input.name;
    let description = input.description;
    let locale = input.locale;
    let questions: Question[];
    if (input.copyFrom !== undefined) {
      const source = await readQuestionnaire(tx, acting, input.copyFrom).catch((error) => {
        if (error instanceof AppError && error.code === 'not_found') {
          throw AppError.validation([
            { path: 'copyFrom', message: 'is not a questionnaire of this tenant and environment' },
          ]);
        }
        throw error;
      });
      name ??= `${source.name} (copy)`.slice(0, MAX_NAME);
      if (description === undefined) description = source.description;
      locale ??= source.locale;
      questions = source.questions;
    } else {
      questions = (input.questions ?? []).map(normaliseQuestion);
    }
    const now = ctx.clock.now();
    const row = await insertQuestionnaire(
      tx,
      {
        id: newId('questionnaire'),
        tenantId: acting.tenantId,
        environment: acting.environment,
        name: name!,
        description: description ?? null,
        locale: locale ?? 'en',
        status: 'active',
        createdAt: now,
        updatedAt: now,
      },
      questions,
    );
    await recordAudit(
      tx,
      acting,
      {
        action: 'questionnaire.created',
        targetType: 'questionnaire',
        targetId: row.id,
        metadata: {
          version: 1,
          questions: questions.length,
          ...(input.copyFrom ? { copiedFrom: input.copyFrom } : {}),
        },
      },
      now,
    );
    return toQuestionnaireView({ row, version: 1, questions, isDefault: false });
  });
}

/**
 * Renames, describes or re-words a questionnaire. New questions that differ
 * from the current ones are published as the next version (requests that
 * pinned an earlier one keep it); the same questions again publish nothing.
 * The built-in and archived questionnaires cannot change (409).
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function changeQuestionnaire(
  ctx: AppContext,
  uow: UnitOfWork<QuestionnaireView>,
  acting: Acting,
  id: string,
  input: UpdateQuestionnaireInput,
): Promise<QuestionnaireView> {
  if (id === BUILTIN_QUESTIONNAIRE_ID) throw refused(BUILTIN_IS_FIXED, 'builtin');
  return inTransaction(uow, async (tx) => {
    const current = await lockQuestionnaire(tx, acting, id);
    if (!current) throw AppError.notFound('questionnaire');
    if (current.status === 'archived') {
      throw refused('An archived questionnaire cannot be changed; copy it instead.', current);
    }
    const read = (await findQuestionnaire(tx, acting, id))!;
    const questions = input.questions?.map(normaliseQuestion);
    const newVersion =
      questions !== undefined && !sameQuestions(questions, read.questions)
        ? current.currentVersion + 1
        : undefined;
    const changes = {
      ...(input.name !== undefined && input.name !== current.name ? { name: input.name } : {}),
      ...(input.description !== undefined && input.description !== current.description
        ? { description: input.description }
        : {}),
      ...(input.locale !== undefined && input.locale !== current.locale
        ? { locale: input.locale }
        : {}),
      ...(newVersion ? { currentVersion: newVersion } : {}),
    };
    if (Object.keys(changes).length === 0) return toQuestionnaireView(read);
    const now = ctx.clock.now();
    if (newVersion) await insertQuestionnaireVersion(tx, current, newVersion, questions!, now);
    const row = await updateQuestionnaire(tx, acting, id, { ...changes, updatedAt: now });
    await recordAudit(
      tx,
      acting,
      {
        action: 'questionnaire.updated',
        targetType: 'questionnaire',
        targetId: id,
        metadata: {
          fields: Object.keys(changes).map((field) =>
            field === 'currentVersion' ? 'questions' : field,
          ),
          version: row!.currentVersion,
          newVersion: newVersion !== undefined,
        },
      },
      now,
    );
    return toQuestionnaireView({
      row: row!,
      version: row!.currentVersion,
      questions: questions && newVersion ? questions : read.questions,
      isDefault: read.isDefault,
    });
  });
}

/**
 * Archives a questionnaire: no new request may choose it, requests that
 * pinned it keep it. If it was the default, the built-in is the default
 * again. Archiving again answers the same questionnaire and records nothing.
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function archiveQuestionnaire(
  ctx: AppContext,
  uow: UnitOfWork<QuestionnaireView>,
  acting: Acting,
  id: string,
): Promise<QuestionnaireView> {
  if (id === BUILTIN_QUESTIONNAIRE_ID) throw refused(BUILTIN_IS_FIXED, 'builtin');
  return inTransaction(uow, async (tx) => {
    const current = await lockQuestionnaire(tx, acting, id);
    if (!current) throw AppError.notFound('questionnaire');
    if (current.status === 'active') {
      const now = ctx.clock.now();
      const wasDefault = await clearDefaultIf(tx, acting, id);
      await updateQuestionnaire(tx, acting, id, {
        status: 'archived',
        archivedAt: now,
        updatedAt: now,
      });
      await recordAudit(
        tx,
        acting,
        {
          action: 'questionnaire.archived',
          targetType: 'questionnaire',
          targetId: id,
          metadata: { wasDefault },
        },
        now,
      );
    }
    return toQuestionnaireView((await findQuestionnaire(tx, acting, id))!);
  });
}

/**
 * Makes a questionnaire the scope's default (the built-in included), which
 * a new request without `questionnaireId` pins. An archived one cannot be
 * (409). Making the default the default again records nothing.
 */
export async function makeDefaultQuestionnaire(
  ctx: AppContext,
  uow: UnitOfWork | Tx,
  acting: Acting,
  id: string,
): Promise<QuestionnaireView> {
  return inTransaction(uow, async (tx) => {
    const previous = (await findDefaultQuestionnaireId(tx, acting)) ?? BUILTIN_QUESTIONNAIRE_ID;
    if (id !== BUILTIN_QUESTIONNAIRE_ID) {
      const current = await lockQuestionnaire(tx, acting, id);
      if (!current) throw AppError.notFound('questionnaire');
      if (current.status === 'archived') {
        throw refused('An archived questionnaire cannot be the default.', current);
      }
    }
    if (previous !== id) {
      const now = ctx.clock.now();
      await setDefaultQuestionnaire(tx, acting, id, now);
      await recordAudit(
        tx,
        acting,
        {
          action: 'questionnaire.default_set',
          targetType: 'questionnaire',
          targetId: id,
          metadata: { previous },
        },
        now,
      );
    }
    return readQuestionnaire(tx, acting, id);
  });
}

/**
 * The questions of the version a request pinned, as the valuation follows
 * them (the built-in's from the code, a stored one's from its version row);
 * undefined when that version cannot be read.
 */
export async function pinnedQuestionnaire(
  db: Executor,
  scope: TenantScope,
  pin: { id: string; version: number },
): Promise<QuestionnaireView | undefined> {
  return readQuestionnaire(db, scope, pin.id, pin.version).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  });
}
