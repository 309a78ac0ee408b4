import type { ResponseRow } from './participants.repo.ts';
import type { ReferenceResponseView } from './participants.schemas.ts';
import { refereeAnswersSchema } from './referee-answers.ts';

/** The `reference_response` object of the public answers. */
export function toResponseView(row: ResponseRow): ReferenceResponseView {
  const answers = row.answers ? refereeAnswersSchema.safeParse(row.answers) : null;
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
