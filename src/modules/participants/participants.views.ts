import type { ResponseRow } from './participants.repo.ts';
import type { ReferenceResponseView } from './participants.schemas.ts';
import { refereeAnswersSchema } from './referee-answers.ts';

/** The `reference_response` object of the public answers. */
export function toResponseView(row: ResponseRow): ReferenceResponseView {
  const stored = row.answers as Record<string, unknown> | null;
  // The built-in's answers carry `ratings`; a tenant questionnaire's are its keys, as checked.
  const answers =
    stored && 'ratings' in stored
      ? refereeAnswersSchema.safeParse(stored)
      : stored && { success: true as const, data: stored };
  return {
    id: row.id,
    object: 'reference_response' as const,
    referenceRequestId: row.referenceRequestId,
    contactId: row.contactId,
    status: row.status,
    source: row.source,
    answers: answers?.success ? answers.data : null,
    declineReason: row.declineReason,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
