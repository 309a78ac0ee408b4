import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import {
  issueParticipantLink,
  type LinkPurpose,
} from '../participant-links/participant-links.service.ts';
import { findRequest, listContacts } from './requests.repo.ts';
import type { TestLinksView } from './requests.schemas.ts';
import { type RequestState, statesWaitingOn } from './workflow.ts';

/** Referees still expected to answer: invited (their e-mail was queued) or opened. */
const REFEREE_WAITING = new Set(['invited', 'opened']);

/**
 * Fresh participant links of a `test` request, so a test flow can be driven
 * end to end although its e-mails went to nobody (the sandbox rule). Stored
 * tokens are only hashes, so each call issues new links: the candidate's
 * intake link while the request waits on the candidate, and each referee's
 * link (invited or opened) while it waits on the referees. A request of the
 * `live` environment is not found: live links only travel by e-mail. The
 * tenant route (a POST: a cookie-session GET must change nothing) and the
 * API's test-helpers route (a GET by CONTRACT; API keys are never sent by a
 * browser on its own) both answer this.
 */
export async function issueTestLinks(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  uow: UnitOfWork,
  scope: TenantScope,
  requestId: string,
): Promise<TestLinksView> {
  if (scope.environment !== 'test') throw AppError.notFound('reference request');
  const now = ctx.clock.now();
  return inTransaction(uow, async (tx) => {
    const request = await findRequest(tx, scope, requestId);
    if (!request) throw AppError.notFound('reference request');
    const state = request.status as RequestState;
    const issue = (purpose: LinkPurpose, subjectId: string) =>
      issueParticipantLink(tx, ctx.config, {
        ...scope,
        purpose,
        subjectId,
        referenceRequestId: request.id,
        now,
      });
    const data: TestLinksView['data'] = [];
    if (statesWaitingOn('candidate').includes(state)) {
      const link = await issue('intake', request.id);
      data.push({ participant: 'candidate', contactId: null, purpose: 'intake', url: link.url });
    }
    if (statesWaitingOn('referees').includes(state)) {
      for (const contact of await listContacts(tx, scope, request.id)) {
        if (!REFEREE_WAITING.has(contact.status)) continue;
        const link = await issue('referee', contact.id);
        data.push({
          participant: 'referee',
          contactId: contact.id,
          purpose: 'referee',
          url: link.url,
        });
      }
    }
    return { data };
  });
}
