import { describe, expect, it } from 'vitest';
import { parseIntent } from './builtin-intents.ts';

const call = (tool: string, input: Record<string, unknown>) => ({ kind: 'call', tool, input });

describe('parseIntent (built-in engine)', () => {
  it.each([
    ['status of rr_01abc', call('get_reference_request', { requestId: 'rr_01abc' })],
    ['What is going on with RR_01ABC?', call('get_reference_request', { requestId: 'RR_01ABC' })],
    [
      'list requests waiting for review',
      call('list_reference_requests', { status: 'review_requested' }),
    ],
    ['list requests in collecting', call('list_reference_requests', { status: 'collecting' })],
    ['list cancelled requests', call('list_reference_requests', { status: 'cancelled' })],
    ['list all requests', call('list_reference_requests', {})],
    ['read the ops feed', call('read_ops_feed', {})],
    ['anything new on ops?', call('read_ops_feed', {})],
    ['approve the report for rr_9', call('approve_valuation', { requestId: 'rr_9' })],
    ['draft the valuation for rr_9', call('draft_valuation', { requestId: 'rr_9' })],
    ['share the report for rr_9', call('share_report', { requestId: 'rr_9' })],
    [
      'share the report for rr_9 for 7 days',
      call('share_report', { requestId: 'rr_9', expiresInDays: 7 }),
    ],
    [
      'queue outreach for rr_9',
      call('advance_lifecycle', { requestId: 'rr_9', action: 'queue_outreach' }),
    ],
    [
      'request review for rr_9',
      call('advance_lifecycle', { requestId: 'rr_9', action: 'request_recruiter_review' }),
    ],
    [
      'grant consent on rr_9',
      call('advance_lifecycle', { requestId: 'rr_9', action: 'grant_candidate_consent' }),
    ],
    [
      'ask for consent on rr_9',
      call('advance_lifecycle', { requestId: 'rr_9', action: 'request_candidate_consent' }),
    ],
    [
      'rr_9: request_candidate_consent',
      call('advance_lifecycle', { requestId: 'rr_9', action: 'request_candidate_consent' }),
    ],
    ['list candidates', call('list_candidates', {})],
    ['candidates named Ada', call('list_candidates', { search: 'Ada' })],
  ])('%s', (message, expected) => {
    expect(parseIntent(message)).toEqual(expected);
  });

  it('reads a status question about review as a read, never as a move', () => {
    expect(parseIntent('is rr_9 in review yet?')).toEqual(
      call('get_reference_request', { requestId: 'rr_9' }),
    );
  });

  it('posts to ops with a title from the first sentence and the priority asked for', () => {
    expect(parseIntent('post to ops: Grace is on leave. Call her next week.')).toEqual(
      call('post_ops_message', {
        title: 'Grace is on leave.',
        body: 'Grace is on leave. Call her next week.',
        priority: 'normal',
      }),
    );
    expect(parseIntent('send a high priority note to ops: approve rr_1 today')).toMatchObject(
      call('post_ops_message', { priority: 'high', body: 'approve rr_1 today' }),
    );
    const long = `post to ops: ${'x'.repeat(120)}`;
    const intent = parseIntent(long) as unknown as { input: { title: string } };
    expect(intent.input.title.length).toBeLessThanOrEqual(80);
  });

  it('creates a request from a name and e-mail', () => {
    expect(
      parseIntent('create a request for Ada Lovelace ada@example.com as Staff Engineer'),
    ).toEqual(
      call('create_reference_request', {
        launchMode: 'candidate_intake',
        candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        roleTitle: 'Staff Engineer',
      }),
    );
    expect(parseIntent('create a request for Ada')).toMatchObject({
      kind: 'incomplete',
      tool: 'create_reference_request',
    });
  });

  it('asks for the id when an action names none, and gives up on the rest', () => {
    expect(parseIntent('approve the report')).toMatchObject({
      kind: 'incomplete',
      tool: 'approve_valuation',
    });
    // The move is kept, for the console's assistant to find "maria" itself.
    expect(parseIntent('move maria to review')).toMatchObject({
      kind: 'incomplete',
      tool: 'advance_lifecycle',
      input: { action: 'request_recruiter_review' },
    });
    expect(parseIntent('what is the weather like?')).toMatchObject({
      kind: 'unknown',
      note: expect.stringMatching(/no data on anything outside this workspace/),
    });
  });
});
