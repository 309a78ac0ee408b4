import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../../../test/helpers/participants.ts';
import { ALL_SCOPES } from '../../core/auth.ts';
import { DAY_MS } from '../../core/clock.ts';
import type { Acting } from '../../core/tenancy.ts';
import { unitOfWork } from '../../db/tx.ts';
import { auditOf } from '../ops/ops.test-helper.ts';
import { draftValuation, getReportState } from '../reports/reports.service.ts';
import { seedRequest, TWO_ANSWERS } from '../reports/reports.test-helper.ts';
import type { AgentTurn, ToolResult } from './agent.types.ts';
import { BuiltinAgentEngine } from './builtin-engine.ts';
import { OVERDUE_AFTER_DAYS } from './builtin-intents.ts';
import { runTool } from './tool-runner.ts';
import { toolsFor } from './tools.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const recruiterActing = (tenant: TestTenant) =>
  ({
    tenantId: tenant.tenantId,
    environment: 'live',
    recruiterId: tenant.recruiterId,
    actor: { kind: 'recruiter', id: tenant.recruiterId },
    traceId: null,
  }) satisfies Acting;

type Answer = {
  reply: string;
  engine: string;
  toolResults: { tool: string; input: unknown; output: unknown; status: string }[];
};

async function ask(key: TestKey, message: string): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api/agent',
    headers: bearer(key.plaintext),
    payload: { message },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

let emails = 0;
const manualBody = (firstName: string, lastName: string) => ({
  launchMode: 'manual_references',
  candidate: { firstName, lastName, email: `cand${++emails}@example.com` },
  contacts: [
    { firstName: 'Ref', lastName: 'Eree', email: 'ref@example.com', phone: '+14155550123' },
  ],
});

describe('the built-in engine on the real services', () => {
  it('answers a candidate’s referees and feedback by name with a read-only key, reading only', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const key = await createKey(t, tenant, { scopes: ['references:read'] });
    const before = await auditOf(t, tenant.tenantId);

    const referees = await ask(key, 'How many referees have completed for Ada Lovelace?');
    expect(referees.toolResults).toEqual([
      {
        tool: 'list_reference_requests',
        input: { limit: 100 },
        output: expect.objectContaining({ object: 'list' }),
        status: 'ok',
      },
    ]);
    expect(referees.reply).toContain(`Ada Lovelace (${requestId}, collecting)`);
    expect(referees.reply).toContain('2 of 3 referees completed (Alice Smith, Bob Jones)');
    expect(referees.reply).toContain('Carol White');

    const feedback = await ask(key, 'summarise the reference feedbak for ada lovelace pls');
    expect(feedback.reply).toContain('Reference feedback for Ada Lovelace');
    expect(feedback.reply).toContain('Alice Smith (manager) answered');
    expect(feedback.reply).toContain(`draft the valuation for ${requestId}`);
    expect(await auditOf(t, tenant.tenantId)).toEqual(before);
  });

  it('starts a request for a named candidate with an e-mail, audited as the key', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
    const answer = await ask(
      key,
      'Please start a reference check for Margaret Hamilton, margaret@example.com',
    );
    expect(answer.toolResults).toEqual([
      expect.objectContaining({
        tool: 'create_reference_request',
        status: 'ok',
        output: expect.objectContaining({
          referenceRequest: expect.objectContaining({
            status: 'intake_pending',
            candidate: expect.objectContaining({
              firstName: 'Margaret',
              lastName: 'Hamilton',
              email: 'margaret@example.com',
            }),
          }),
        }),
      }),
    ]);
    expect(answer.reply).toMatch(/^Created rr_\w+ for Margaret Hamilton: status intake_pending\./);
    const audit = await auditOf(t, tenant.tenantId, 'reference_request.created');
    expect(audit.map((e) => [e.actorKind, e.actorId])).toEqual([['api_key', key.id]]);
  });

  it('refuses an action by name outside the scopes before reading anything, changing nothing', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    await draftValuation(t.app.ctx, unitOfWork(t.app.ctx.db), recruiterActing(tenant), requestId);
    const before = await auditOf(t, tenant.tenantId);
    const key = await createKey(t, tenant, { scopes: ['references:read'] });
    const answer = await ask(key, 'approve the report for Ada Lovelace');
    expect(answer.toolResults).toEqual([
      {
        tool: 'approve_valuation',
        input: {},
        output: expect.objectContaining({
          code: 'insufficient_scope',
          requiredScope: 'valuations:write',
        }),
        status: 'refused',
      },
    ]);
    expect(answer.reply).toMatch(/valuations:write.*Nothing was changed/);
    expect(await auditOf(t, tenant.tenantId)).toEqual(before);
    const report = await getReportState(t.app.ctx, recruiterActing(tenant), requestId);
    expect(report.status).toBe('draft');
  });

  it('acts by name in the workspace agent, on the one request the action fits, as the recruiter', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    await draftValuation(t.app.ctx, unitOfWork(t.app.ctx.db), recruiterActing(tenant), requestId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/ops/agent`,
      headers: bearer(tenant.session),
      payload: { message: 'Could you aprove the report for Ada Lovelace, thanks' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    // The console proposes the change; it runs when the recruiter confirms it.
    expect(answer.toolResults.map((r) => [r.tool, r.status])).toEqual([
      ['list_reference_requests', 'ok'],
      ['approve_valuation', 'proposed'],
    ]);
    expect(answer.toolResults[1]!.input).toEqual({ requestId });
    expect(answer.reply).toContain('Approve the report of Ada Lovelace');
    expect(await auditOf(t, tenant.tenantId, 'report.approved')).toEqual([]);
    const actionId = (answer.toolResults[1]!.output as { id: string }).id;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/ops/agent/actions/${actionId}/confirm`,
      headers: bearer(tenant.session),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().reply).toBe(
      `Approved the report for [this request](/requests/${requestId}) (version 1).`,
    );
    const approved = await auditOf(t, tenant.tenantId, 'report.approved');
    expect(approved.map((e) => [e.actorKind, e.actorId])).toEqual([
      ['recruiter', tenant.recruiterId],
    ]);
  });

  it('counts the requests in progress and lists those waiting for review', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const waiting = await createRequestViaApi(t, key, manualBody('Wai', 'Ting'));
    for (const action of [
      'grant_candidate_consent',
      'queue_outreach',
      'request_recruiter_review',
    ]) {
      await lifecycle(t, key, waiting.id, action);
    }
    const open = await createRequestViaApi(t, key, manualBody('Open', 'Ended'));
    const count = await ask(key, 'How many requests are in progress');
    expect(count.reply).toBe('1 reference request is in progress: 1 created.');
    const review = await ask(key, 'which requests wait for reveiw?');
    expect(review.toolResults[0]).toMatchObject({
      tool: 'list_reference_requests',
      input: { status: 'review_requested' },
      status: 'ok',
    });
    expect(review.reply).toContain(waiting.id);
    expect(review.reply).not.toContain(open.id);
  });

  it('answers what it cannot do with what it can, two examples, and nothing run', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:read'] });
    for (const message of ['what is the weather like?', 'tell me a joke']) {
      const answer = await ask(key, message);
      expect(answer.toolResults).toEqual([]);
      expect(answer.reply).toContain('With your scopes I can:');
      expect(answer.reply).toMatch(/For example: "[^"]+" or "[^"]+"\./);
      expect(answer.reply).not.toMatch(/^I did not understand/);
    }
    expect(await auditOf(t, tenant.tenantId)).toEqual([]);
  });

  it('pages the list tool with the cursor it answered', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const ids = [];
    for (const name of ['One', 'Two', 'Three']) {
      ids.push((await createRequestViaApi(t, key, manualBody(name, 'Paged'))).id);
    }
    const acting = { ...recruiterActing(tenant), receivedAt: performance.now() };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await runTool(
        t.app.ctx,
        unitOfWork(t.app.ctx.db),
        acting,
        ALL_SCOPES,
        'list_reference_requests',
        {
          limit: 2,
          ...(cursor ? { cursor } : {}),
        },
      );
      expect(page.status).toBe('ok');
      const output = page.output as { data: { id: string }[]; nextCursor: string | null };
      seen.push(...output.data.map((r) => r.id));
      cursor = output.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const bad = await runTool(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      acting,
      ALL_SCOPES,
      'list_reference_requests',
      {
        cursor: 'nonsense',
      },
    );
    expect(bad).toMatchObject({ status: 'error', output: { code: 'validation_failed' } });
  });

  // Moves the clock: keep it last.
  it(`calls a request overdue once it has waited more than ${OVERDUE_AFTER_DAYS} days on someone`, async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
    const { requestId: collecting } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const intake = await ask(key, 'start a reference check for Alan Kay alan.kay@example.com');
    const intakeId = (intake.toolResults[0]!.output as { referenceRequest: { id: string } })
      .referenceRequest.id;
    const fresh = await ask(key, 'Are there any overdue references this week?');
    expect(fresh.reply).toMatch(/^No reference request is overdue \(waiting more than 7 days/);

    t.clock.advance((OVERDUE_AFTER_DAYS + 1) * DAY_MS);
    const late = await ask(key, 'Are there any overdue references this week?');
    expect(
      late.toolResults.map((r) => [r.tool, (r.input as { status: string }).status, r.status]),
    ).toEqual([
      ['list_reference_requests', 'intake_pending', 'ok'],
      ['list_reference_requests', 'consent_requested', 'ok'],
      ['list_reference_requests', 'outreach_queued', 'ok'],
      ['list_reference_requests', 'collecting', 'ok'],
    ]);
    expect(late.reply).toMatch(/^2 reference requests are overdue/);
    expect(late.reply).toContain(
      `${intakeId} (Alan Kay, intake_pending): waiting 8 days on the candidate`,
    );
    expect(late.reply).toContain(
      `${collecting} (Ada Lovelace, collecting): no answer from Carol White (invited 8 days ago)`,
    );
    const longer = await ask(key, 'list requests waiting more than 10 days');
    expect(longer.reply).toMatch(/^No reference request is overdue \(waiting more than 10 days/);
  });
});

describe('the built-in engine reading many requests', () => {
  it('reads page after page with the cursors the list answers', async () => {
    const requests = Array.from({ length: 250 }, (_, i) => ({
      id: `rr_${String(i).padStart(26, '0')}`,
      status: i % 2 === 0 ? 'collecting' : 'cancelled',
    }));
    const inputs: unknown[] = [];
    const { allowed, refused } = toolsFor(ALL_SCOPES);
    const turn: AgentTurn = {
      message: 'how many requests in total?',
      now: new Date('2026-11-02T09:00:00Z'),
      tools: allowed,
      unavailable: refused,
      changes: 'execute',
      links: false,
      call: async (tool, input): Promise<ToolResult> => {
        inputs.push(input);
        const { limit, cursor } = input as { limit: number; cursor?: string };
        const offset = cursor ? Number(cursor.slice(3)) : 0;
        const more = offset + limit < requests.length;
        return {
          tool,
          input,
          status: 'ok',
          output: {
            data: requests.slice(offset, offset + limit),
            nextCursor: more ? `rr_${String(offset + limit).padStart(26, '0')}` : null,
          },
        };
      },
    };
    const { reply } = await new BuiltinAgentEngine().respond(turn);
    expect(inputs).toEqual([
      { limit: 100 },
      { limit: 100, cursor: `rr_${'100'.padStart(26, '0')}` },
      { limit: 100, cursor: `rr_${'200'.padStart(26, '0')}` },
    ]);
    expect(reply).toBe('250 reference requests in total: 125 collecting, 125 cancelled.');
  });
});
