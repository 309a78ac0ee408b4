import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  signSession,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import { memberships, recruiters } from '../../db/schema/index.ts';
import { auditOf } from '../ops/ops.test-helper.ts';
import type { AgentEngine } from './agent.types.ts';
import { AGENT_ACTION_TTL_MS } from './agent-actions.service.ts';
import { useAgentEngine } from './agent-engine.ts';
import { BuiltinAgentEngine } from './builtin-engine.ts';
import { ProviderAgentEngine } from './provider-engine.ts';

/**
 * The console's assistant proposes every change and runs it only when the
 * recruiter confirms (issue 31, item 5), on both engines: nothing changes
 * before the confirm (read back through the API), the confirm runs it once,
 * and a proposal is the asking recruiter's, in their tenant and environment,
 * for 15 minutes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A provider model scripted to make one tool call, then answer `text`. */
function modelCalling(tool: string, input: unknown, text: string) {
  let n = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => {
      n += 1;
      if (n === 1) {
        return {
          content: [
            {
              type: 'tool-call' as const,
              toolCallId: 'c1',
              toolName: tool,
              input: JSON.stringify(input),
            },
          ],
          finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' },
          usage,
          warnings: [],
        };
      }
      return {
        content: [{ type: 'text' as const, text }],
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
}

const JOHN = { firstName: 'John', lastName: 'Smith', email: 'john@x.com' };
const START_JOHN = 'start a reference check for John Smith john@x.com';

/** Each engine, with what it is told or scripted to do for "start … John Smith" and "cancel Ben's request". */
const ENGINES: {
  name: string;
  create(): AgentEngine;
  cancel(requestId: string): AgentEngine;
}[] = [
  {
    name: 'built-in',
    create: () => new BuiltinAgentEngine(),
    cancel: () => new BuiltinAgentEngine(),
  },
  {
    name: 'provider (mock model)',
    create: () =>
      new ProviderAgentEngine(
        modelCalling(
          'create_reference_request',
          { launchMode: 'candidate_intake', candidate: JOHN },
          'I can start a reference check for John Smith once you press Confirm.',
        ),
        'openai:mock',
      ),
    cancel: (requestId) =>
      new ProviderAgentEngine(
        modelCalling(
          'cancel_reference_request',
          { requestId },
          `I can cancel the check of [Ben Carter](/requests/${requestId}) once you confirm.`,
        ),
        'openai:mock',
      ),
  },
];

interface Answer {
  reply: string;
  toolResults: { tool: string; input: unknown; output: Record<string, unknown>; status: string }[];
}

async function askConsole(tenant: TestTenant, message: string, query = '', earlier?: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenant.tenantId}/ops/agent${query}`,
    headers: bearer(tenant.session),
    payload: earlier ? { message, earlier } : { message },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}

function confirm(tenantId: string, session: string, actionId: string, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenantId}/ops/agent/actions/${actionId}/confirm${query}`,
    headers: bearer(session),
  });
}

async function requestsOf(key: TestKey): Promise<{ id: string; status: string }[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/api/reference-requests',
    headers: bearer(key.plaintext),
  });
  return res.json().data;
}

function proposalOf(answer: Answer) {
  const proposed = answer.toolResults.filter((r) => r.status === 'proposed');
  expect(proposed, answer.reply).toHaveLength(1);
  return proposed[0]!.output as {
    id: string;
    title: string;
    details: { label: string; value: string }[];
    environment: string;
  };
}

/** A second recruiter of the same tenant, with a session. */
async function colleagueOf(tenant: TestTenant): Promise<string> {
  const id = `user_colleague${Math.random().toString(36).slice(2, 8)}`;
  const now = t.clock.now();
  await t.database.db
    .insert(recruiters)
    .values({ id, email: `${id}@example.com`, name: 'Colleague', createdAt: now, updatedAt: now });
  await t.database.db
    .insert(memberships)
    .values({ tenantId: tenant.tenantId, recruiterId: id, createdAt: now, updatedAt: now });
  return signSession({ sub: id, org_id: tenant.tenantId }, t);
}

describe.each(ENGINES)(
  'the console assistant proposes, the recruiter confirms: $name engine',
  (engine) => {
    const withEngine = async (made: AgentEngine, work: () => Promise<void>) => {
      useAgentEngine(t.app.ctx.config, made);
      try {
        await work();
      } finally {
        useAgentEngine(t.app.ctx.config, new BuiltinAgentEngine());
      }
    };

    it('states what it will do, changes nothing until the confirm, and runs it once', async () => {
      const tenant = await createTenant(t);
      const key = await createKey(t, tenant);
      const mailsBefore = t.mailer.to('john@x.com').length;
      await withEngine(engine.create(), async () => {
        const answer = await askConsole(tenant, START_JOHN);
        const proposal = proposalOf(answer);
        expect(proposal.title).toBe('Start a reference check for John Smith');
        const details = Object.fromEntries(proposal.details.map((d) => [d.label, d.value]));
        expect(details).toMatchObject({
          Candidate: 'John Smith <john@x.com>',
          Role: expect.stringContaining('not given'),
          Mode: expect.stringContaining('live'),
          'What is sent': expect.stringContaining('an e-mail to john@x.com'),
        });
        expect(answer.reply).not.toMatch(/create_reference_request|list_reference_requests/);
        // Nothing changed: no request, no audit event, no e-mail queued.
        expect(await requestsOf(key)).toEqual([]);
        expect(await auditOf(t, tenant.tenantId)).toEqual([]);
        await t.app.worker.drain();
        expect(t.mailer.to('john@x.com')).toHaveLength(mailsBefore);

        const confirmed = await confirm(tenant.tenantId, tenant.session, proposal.id);
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        const body = confirmed.json();
        expect(body).toMatchObject({ status: 'confirmed', toolResult: { status: 'ok' } });
        const created = await requestsOf(key);
        expect(created).toHaveLength(1);
        expect(body.reply).toContain(
          `[the reference check of John Smith](/requests/${created[0]!.id})`,
        );
        expect(body.reply).not.toMatch(/(?<!\/requests\/)rr_/);

        const again = await confirm(tenant.tenantId, tenant.session, proposal.id);
        expect(again.statusCode).toBe(409);
        expect(again.json().code).toBe('agent_action_used');
        expect(await requestsOf(key)).toHaveLength(1);
        const audit = await auditOf(t, tenant.tenantId, 'reference_request.created');
        expect(audit.map((e) => [e.actorKind, e.actorId])).toEqual([
          ['recruiter', tenant.recruiterId],
        ]);
      });
    });

    it('runs once when two confirms race', async () => {
      const tenant = await createTenant(t);
      const key = await createKey(t, tenant);
      await withEngine(engine.create(), async () => {
        const proposal = proposalOf(await askConsole(tenant, START_JOHN));
        const both = await Promise.all([
          confirm(tenant.tenantId, tenant.session, proposal.id),
          confirm(tenant.tenantId, tenant.session, proposal.id),
        ]);
        expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(await requestsOf(key)).toHaveLength(1);
      });
    });

    it('expires after 15 minutes, and is only the asking recruiter’s, tenant’s and environment’s', async () => {
      const tenant = await createTenant(t);
      const other = await createTenant(t);
      const key = await createKey(t, tenant);
      await withEngine(engine.create(), async () => {
        const proposal = proposalOf(await askConsole(tenant, START_JOHN));
        const colleague = await colleagueOf(tenant);
        expect((await confirm(tenant.tenantId, colleague, proposal.id)).statusCode).toBe(404);
        expect(
          (await confirm(tenant.tenantId, tenant.session, proposal.id, '?environment=test'))
            .statusCode,
        ).toBe(404);
        expect((await confirm(tenant.tenantId, other.session, proposal.id)).statusCode).toBe(403);
        expect((await confirm(other.tenantId, other.session, proposal.id)).statusCode).toBe(404);
        expect(await requestsOf(key)).toEqual([]);

        t.clock.advance(AGENT_ACTION_TTL_MS + 1000);
        const late = await confirm(tenant.tenantId, tenant.session, proposal.id);
        expect(late.statusCode).toBe(410);
        expect(late.json().code).toBe('agent_action_expired');
        expect(await requestsOf(key)).toEqual([]);
      });
    });

    it('says test mode in a test-mode proposal', async () => {
      const tenant = await createTenant(t);
      await withEngine(engine.create(), async () => {
        const proposal = proposalOf(await askConsole(tenant, START_JOHN, '?environment=test'));
        expect(proposal.environment).toBe('test');
        const mode = proposal.details.find((d) => d.label === 'Mode')!.value;
        expect(mode).toContain('recorded, not sent');
        const wrongEnvironment = await confirm(tenant.tenantId, tenant.session, proposal.id);
        expect(wrongEnvironment.statusCode).toBe(404);
        const res = await confirm(
          tenant.tenantId,
          tenant.session,
          proposal.id,
          '?environment=test',
        );
        expect(res.statusCode, res.body).toBe(200);
      });
    });

    it('offers "cancel Ben’s request" and cancels only when confirmed', async () => {
      const tenant = await createTenant(t);
      const key = await createKey(t, tenant);
      const ben = await createRequestViaApi(t, key, {
        launchMode: 'candidate_intake',
        roleTitle: 'Staff Engineer',
        candidate: { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com' },
      });
      await withEngine(engine.cancel(ben.id), async () => {
        const answer = await askConsole(tenant, "cancel Ben's request");
        expect(answer.reply).not.toContain('/v1/');
        const proposal = proposalOf(answer);
        expect(proposal.title).toBe('Cancel the reference check of Ben Carter');
        expect(proposal.details).toContainEqual({ label: 'Role', value: 'Staff Engineer' });
        expect((await requestsOf(key))[0]!.status).toBe('intake_pending');
        const res = await confirm(tenant.tenantId, tenant.session, proposal.id);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().reply).toBe(
          `Cancelled [Ben Carter, Staff Engineer](/requests/${ben.id}).`,
        );
        expect((await requestsOf(key))[0]!.status).toBe('cancelled');
      });
    });
  },
);

describe('the console assistant’s answers (built-in engine)', () => {
  it('names records with console links, never raw ids or tool names', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const ben = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      roleTitle: 'Staff Engineer',
      candidate: { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com' },
    });
    const listed = await askConsole(tenant, 'list all requests');
    expect(listed.reply).toContain(
      `[Ben Carter, Staff Engineer](/requests/${ben.id}): waiting for the candidate to name referees`,
    );
    const status = await askConsole(tenant, 'how is Ben Carter doing?');
    expect(status.reply).toContain(`[Ben Carter](/requests/${ben.id}), Staff Engineer`);
    for (const reply of [listed.reply, status.reply]) {
      // The console speaks in words: no ids, tool names or state names.
      expect(reply).not.toMatch(/(?<!\/requests\/)rr_|list_reference_requests|intake_pending/);
    }
    // The API keeps the ids, to act on them.
    const api = await t.app.inject({
      method: 'POST',
      url: '/v1/api/agent',
      headers: bearer(key.plaintext),
      payload: { message: 'list all requests' },
    });
    expect(api.json().reply).toContain(
      `${ben.id} (Ben Carter, Staff Engineer): status intake_pending`,
    );
  });

  it('answers a question it has no tool for with "I can\'t answer that", and runs nothing', async () => {
    const tenant = await createTenant(t);
    const answer = await askConsole(
      tenant,
      'What is the notice period of the candidate in Germany?',
    );
    expect(answer.toolResults).toEqual([]);
    expect(answer.reply).toContain("I can't answer that");
    expect(answer.reply).not.toContain('Germany');
    expect(answer.reply).toContain('I can:');
  });

  it('says when a new request goes to an existing candidate with that e-mail', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com' },
    });
    const answer = await askConsole(
      tenant,
      'start a reference check for Benjamin Carter ben@example.com as CTO',
    );
    const details = Object.fromEntries(proposalOf(answer).details.map((d) => [d.label, d.value]));
    expect(details.Candidate).toBe(
      'Ben Carter <ben@example.com> (the existing candidate with this e-mail; "Benjamin Carter" as typed)',
    );
    expect(details.Role).toBe('CTO');
  });

  it('refuses now, and stores nothing, a change the request does not allow', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const ben = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com' },
    });
    const first = await askConsole(tenant, `cancel ${ben.id}`);
    await confirm(tenant.tenantId, tenant.session, proposalOf(first).id);
    const again = await askConsole(tenant, `cancel ${ben.id}`);
    expect(again.toolResults).toMatchObject([
      { status: 'error', output: { code: 'invalid_transition' } },
    ]);
    expect(again.reply).toContain('Nothing was changed');
  });

  it('never proposes a report action its service would refuse on Confirm (no answer, no draft, nothing approved)', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const ben = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com' },
    });
    for (const message of [
      `approve the report for ${ben.id}`,
      `share the report for ${ben.id}`,
      `draft the valuation for ${ben.id}`,
    ]) {
      const answer = await askConsole(tenant, message);
      expect(answer.toolResults, message).toMatchObject([
        { status: 'error', output: { code: 'invalid_transition' } },
      ]);
      expect(answer.reply, message).toContain('Nothing was changed');
      expect(answer.reply, message).not.toMatch(/intake_pending|review_requested/);
    }
  });
});

describe('the console assistant reads what referees answered', () => {
  it('gives the ratings and the trust signals when asked, and follows up on the person named before', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const ben = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      roleTitle: 'Product Designer',
      candidate: { firstName: 'Ben', lastName: 'Carter', email: 'ben@example.com' },
      contacts: [
        {
          firstName: 'Dana',
          lastName: 'Reyes',
          email: 'dana@example.com',
          phone: '+14155550101',
          relationship: 'Former manager',
        },
      ],
    });
    await lifecycle(t, key, ben.id, 'grant_candidate_consent');
    await lifecycle(t, key, ben.id, 'queue_outreach');
    const token = tokenFromMail(t, 'dana@example.com', 'referee');
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/public/referee/${token}` })).statusCode,
    ).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${token}/complete`,
      payload: { answers: { ratings: { communication: 5, teamwork: 4 }, wouldRehire: true } },
    });
    expect(done.statusCode, done.body).toBe(200);
    await t.app.worker.drain();

    const ratings = await askConsole(tenant, "how did ben's referee rate him?");
    expect(ratings.toolResults.map((r) => r.tool)).toContain('read_reference_review');
    expect(ratings.reply).toContain(
      'Dana Reyes (Former manager): Communication 5 of 5, Teamwork 4 of 5; would rehire',
    );

    // Opened and answered within the minute: the service raised "answered very fast".
    const flags = await askConsole(tenant, 'any red flags?', '', ['where is ben at']);
    expect(flags.reply).toMatch(
      /open trust signal.*\n- a referee answered very fast.*\(Dana Reyes\)/s,
    );

    // Found by role; no report yet, so approving is explained, not proposed.
    const approve = await askConsole(tenant, 'approve the designer report');
    expect(approve.toolResults.filter((r) => r.status === 'proposed')).toEqual([]);
    expect(approve.reply).toMatch(/no draft yet/);
    const draft = await askConsole(tenant, 'draft the report for ben');
    expect(draft.toolResults.at(-1)).toMatchObject({ tool: 'draft_valuation', status: 'proposed' });
  });
});

describe('the API agent route keeps running changes at once (the spec’s agent route)', () => {
  it('creates the request in the call', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/agent',
      headers: bearer(key.plaintext),
      payload: { message: START_JOHN },
    });
    expect(res.json().toolResults).toMatchObject([
      { tool: 'create_reference_request', status: 'ok' },
    ]);
    expect(await requestsOf(key)).toHaveLength(1);
  });
});

describe('the provider engine in the console', () => {
  it('is told that changes wait for Confirm, to link records and to say what it cannot answer', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const systems: string[] = [];
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        const system = options.prompt.find((m) => m.role === 'system');
        systems.push(typeof system?.content === 'string' ? system.content : '');
        return {
          content: [
            { type: 'text' as const, text: `See [Ben Carter](/requests/rr_01x) or rr_01abcdefg.` },
          ],
          finishReason: { unified: 'stop' as const, raw: 'stop' },
          usage,
          warnings: [],
        };
      },
    });
    useAgentEngine(t.app.ctx.config, new ProviderAgentEngine(model, 'openai:mock'));
    try {
      const inConsole = await askConsole(tenant, 'anything');
      // A raw id the model wrote anyway becomes a link; a link it wrote stays as it is.
      expect(inConsole.reply).toBe(
        'See [Ben Carter](/requests/rr_01x) or [this request](/requests/rr_01abcdefg).',
      );
      const api = await t.app.inject({
        method: 'POST',
        url: '/v1/api/agent',
        headers: bearer(key.plaintext),
        payload: { message: 'anything' },
      });
      expect(api.json().reply).toBe('See [Ben Carter](/requests/rr_01x) or rr_01abcdefg.');
    } finally {
      useAgentEngine(t.app.ctx.config, new BuiltinAgentEngine());
    }
    expect(systems[0]).toContain('nothing changes until they press Confirm');
    expect(systems[0]).toContain('[Ada Lovelace](/requests/rr_…)');
    expect(systems[0]).toContain("I can't answer that");
    expect(systems[1]).not.toContain('Confirm');
    expect(systems[1]).toContain("I can't answer that");
  });
});
