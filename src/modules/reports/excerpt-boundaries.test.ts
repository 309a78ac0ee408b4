import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { isStorableText } from '../../core/schemas.ts';
import { reportRoutes } from './report-routes.test-helper.ts';
import { seedRequest } from './reports.test-helper.ts';
import { computeValuation, excerpt, QUOTE_MAX_CHARS, type ValuationInput } from './valuation.ts';

/**
 * Issue 14 item 2: an excerpt never splits a character. Before, an emoji
 * across the excerpt limit left a lone surrogate in the valuation, PostgreSQL
 * refused it in `jsonb`, and every draft of that request answered 500.
 */
let t: TestApp;
let tenant: TestTenant;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
});
afterAll(async () => t.close());
const { tenantUrl, post } = reportRoutes(() => t);

/** Strengths whose emoji straddles the cut of `excerpt()` (no spaces, so no word boundary to fall back to). */
const ACROSS_THE_LIMIT = `${'a'.repeat(QUOTE_MAX_CHARS - 2)}👍 and more after it`;

describe('a draft of answers with an emoji across the excerpt limit', () => {
  it('drafts, and drafts again, with the emoji left out whole', async () => {
    const { requestId } = await seedRequest(t, tenant, {
      referees: [
        {
          firstName: 'Alice',
          lastName: 'Smith',
          answers: {
            ratings: { communication: 5 },
            wouldRehire: true,
            strengths: ACROSS_THE_LIMIT,
          },
        },
      ],
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const draft = await post(tenantUrl(tenant, requestId, '/draft'), bearer(tenant.session));
      expect(draft.statusCode, draft.body).toBe(200);
      const text = JSON.stringify(draft.json());
      expect(text).not.toMatch(/\\ud[89a-f]/i);
    }
  });
});

describe('excerpt', () => {
  it('never leaves a lone surrogate, whatever the limit', () => {
    const text = '👍'.repeat(30);
    for (let max = 2; max <= 40; max += 1) {
      const cut = excerpt(text, max);
      expect(isStorableText(cut), `max ${max}`).toBe(true);
      expect(cut.length).toBeLessThanOrEqual(max);
    }
    expect(isStorableText(excerpt(ACROSS_THE_LIMIT))).toBe(true);
  });

  it('repairs a lone surrogate already in the text', () => {
    expect(excerpt('broken \ud83d here')).toBe('broken \ufffd here');
  });
});

describe('a valuation of stored answers with a lone surrogate', () => {
  // PostgreSQL cannot hold the lone half in text (drivers store U+FFFD), but
  // older stored data or another source may: the valuation repairs it.
  it('builds with every string well-formed', () => {
    const input: ValuationInput = {
      candidate: { firstName: 'Ada\ud800', lastName: 'Lovelace' },
      roleTitle: 'Engineer \udc00',
      tenantName: 'Acme',
      invitedCount: 1,
      responses: [
        {
          responseId: 'r1',
          contactId: 'c1',
          refereeName: 'Alice \ud83d',
          relationship: 'manager\ud83d',
          completedAt: '2026-11-02T09:00:00Z',
          answers: {
            ratings: { communication: 4 },
            strengths: 'Great \ud83d work',
            improvements: '\udc00',
            comments: 'fine',
          },
        },
      ],
      trustSignals: [],
    } as unknown as ValuationInput;
    const valuation = computeValuation(input);
    const strings: string[] = [];
    JSON.stringify(valuation, (_key, value) => {
      if (typeof value === 'string') strings.push(value);
      return value;
    });
    expect(strings.length).toBeGreaterThan(5);
    for (const value of strings) expect(isStorableText(value), value).toBe(true);
    expect(valuation.highlights[0]).toMatchObject({
      refereeName: 'Alice \ufffd',
      text: 'Great \ufffd work',
    });
  });
});
