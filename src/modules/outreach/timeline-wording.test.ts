import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createKey, createTenant } from '../../../test/helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../../../test/helpers/participants.ts';
import { activityEntries } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** The request timeline says what happened to an e-mail (issue 31, "Pages that say what happened"). */
describe('the timeline of an e-mail', () => {
  it('in test mode says "recorded, not sent (test mode)", never "e-mailed"', async () => {
    const key = await createKey(t, await createTenant(t), { environment: 'test' });
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      contacts: [
        {
          firstName: 'Charles',
          lastName: 'Babbage',
          email: 'charles@example.com',
          phone: '+14155550123',
        },
      ],
    });
    await lifecycle(t, key, request.id, 'request_candidate_consent');
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const summaries = (
      await t.database.db
        .select({ kind: activityEntries.kind, summary: activityEntries.summary })
        .from(activityEntries)
        .where(eq(activityEntries.referenceRequestId, request.id))
    ).filter((a) => a.kind.startsWith('outreach.'));
    expect(summaries).toEqual([
      {
        kind: 'outreach.consent_requested',
        summary: 'Consent request for ada@example.com: recorded, not sent (test mode)',
      },
      {
        kind: 'outreach.referee_invited',
        summary:
          'Invitation for Charles Babbage <charles@example.com>: recorded, not sent (test mode)',
      },
    ]);
  });
});
