import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  TEST_SESSION_SECRET,
  TEST_WEBHOOK_SECRET,
  type TestApp,
} from '../../../test/helpers/app.ts';
import { probePath, registerProbeRoute } from '../../../test/helpers/common-route-tests.ts';
import {
  addMember,
  bearer,
  createKey,
  createTenant,
  signSession,
} from '../../../test/helpers/factories.ts';
import { apiKeys, auditEvents, memberships, recruiters, tenants } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ beforeReady: registerProbeRoute });
});
afterAll(async () => t.close());

let deliveries = 0;

/** Signs like Clerk (through Svix) does; the signature's clock is the real one, as svix verifies against it. */
function signed(
  payload: unknown,
  options: { id?: string; at?: Date; secret?: string } = {},
): { headers: Record<string, string>; payload: string; id: string } {
  deliveries += 1;
  const id = options.id ?? `msg_${deliveries}_${Math.random().toString(36).slice(2)}`;
  const body = JSON.stringify(payload);
  const at = options.at ?? new Date();
  const signature = new Webhook(options.secret ?? TEST_WEBHOOK_SECRET).sign(id, at, body);
  return {
    id,
    payload: body,
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
      'svix-signature': signature,
    },
  };
}

const post = (delivery: { headers: Record<string, string>; payload: string }, provider = 'clerk') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/webhooks/${provider}`,
    headers: delivery.headers,
    payload: delivery.payload,
  });

const unique = () => Math.random().toString(36).slice(2, 10);
/** A JWT time claim: whole seconds. */
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

describe('POST /v1/webhooks/clerk: signature', () => {
  it('refuses a missing, wrong or stale signature (401 invalid_signature)', async () => {
    const event = { type: 'organization.created', data: { id: `org_${unique()}`, name: 'Acme' } };
    const unsignedDelivery = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/clerk',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    const wrongSecret = await post(
      signed(event, {
        secret: `whsec_${Buffer.from('another-secret-0123456789').toString('base64')}`,
      }),
    );
    const stale = await post(signed(event, { at: new Date(Date.now() - 6 * 60_000) }));
    const good = signed(event);
    const tampered = await post({ ...good, payload: good.payload.replace('Acme', 'Evil') });
    for (const res of [unsignedDelivery, wrongSecret, stale, tampered]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().code).toBe('invalid_signature');
    }
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, event.data.id));
    expect(row).toBeUndefined();
  });

  it('answers 404 for an unknown provider', async () => {
    const res = await post(signed({ type: 'x', data: {} }), 'okta');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('answers 503 without IDP_WEBHOOK_SECRET and never accepts unsigned calls', async () => {
    const saved = t.app.ctx.config.idpWebhookSecret;
    t.app.ctx.config.idpWebhookSecret = undefined;
    try {
      const res = await post(signed({ type: 'organization.created', data: { id: 'org_x' } }));
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('unavailable');
    } finally {
      t.app.ctx.config.idpWebhookSecret = saved;
    }
  });

  it('acknowledges an unknown event type and ignores it', async () => {
    const res = await post(signed({ type: 'session.created', data: { id: 'sess_1' } }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, status: 'ignored' });
  });
});

describe('POST /v1/webhooks/clerk: provisioning', () => {
  it('creates and updates a tenant; a replayed svix-id changes nothing', async () => {
    const orgId = `org_${unique()}`;
    const created = signed({
      type: 'organization.created',
      data: { id: orgId, name: 'Acme', slug: 'acme' },
    });
    expect((await post(created)).json()).toEqual({ received: true, status: 'processed' });
    const updated = await post(
      signed({ type: 'organization.updated', data: { id: orgId, name: 'Acme Inc', slug: 'acme' } }),
    );
    expect(updated.json().status).toBe('processed');
    // The first delivery again (Svix retries with the same id): acknowledged, no effect.
    const replay = await post(signed(JSON.parse(created.payload), { id: created.id }));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().status).toBe('duplicate');
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, orgId));
    expect(row).toMatchObject({ name: 'Acme Inc', slug: 'acme', deletedAt: null });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.tenantId, orgId));
    expect(events.map((event) => event.action).sort()).toEqual([
      'tenant.created',
      'tenant.updated',
    ]);
    expect(events[0]).toMatchObject({ actorKind: 'system', actorId: 'webhook:clerk' });
  });

  it('provisions users and memberships from Clerk payload shapes', async () => {
    const orgId = `org_${unique()}`;
    const userId = `user_${unique()}`;
    await post(
      signed({
        type: 'user.created',
        data: {
          id: userId,
          first_name: 'Alice',
          last_name: 'Smith',
          primary_email_address_id: 'idn_2',
          email_addresses: [
            { id: 'idn_1', email_address: 'old@example.com' },
            { id: 'idn_2', email_address: 'alice@example.com' },
          ],
        },
      }),
    );
    const res = await post(
      signed({
        type: 'organizationMembership.created',
        data: {
          id: 'orgmem_1',
          role: 'org:admin',
          organization: { id: orgId, name: 'Beta Corp', slug: 'beta' },
          public_user_data: { user_id: userId, identifier: 'alice@example.com' },
        },
      }),
    );
    expect(res.json().status).toBe('processed');
    const [recruiter] = await t.database.db
      .select()
      .from(recruiters)
      .where(eq(recruiters.id, userId));
    expect(recruiter).toMatchObject({ email: 'alice@example.com', name: 'Alice Smith' });
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.id, orgId));
    expect(tenant!.name).toBe('Beta Corp');
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.recruiterId, userId));
    expect(membership).toMatchObject({ tenantId: orgId, role: 'admin' });
  });

  it('a membership deletion removes the member (a tombstone) and revokes the keys they issued there', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const res = await post(
      signed({
        type: 'organizationMembership.deleted',
        data: {
          organization: { id: tenant.tenantId },
          public_user_data: { user_id: tenant.recruiterId },
        },
      }),
    );
    expect(res.json().status).toBe('processed');
    const members = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.tenantId, tenant.tenantId));
    expect(members).toHaveLength(1);
    expect(members[0]!.deletedAt).not.toBeNull();
    const probe = await t.app.inject({ url: probePath(key.id), headers: bearer(key.plaintext) });
    expect(probe.json().code).toBe('api_key_revoked');
  });

  it('a deleted user loses every key and every session', async () => {
    const tenant = await createTenant(t);
    const live = await createKey(t, tenant);
    const test = await createKey(t, tenant, { environment: 'test' });
    await t.app.inject({ url: probePath(live.id), headers: bearer(live.plaintext) });
    const res = await post(
      signed({ type: 'user.deleted', data: { id: tenant.recruiterId, deleted: true } }),
    );
    expect(res.json().status).toBe('processed');
    for (const key of [live, test]) {
      const probe = await t.app.inject({ url: probePath(key.id), headers: bearer(key.plaintext) });
      expect(probe.json().code).toBe('api_key_revoked');
    }
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, test.id));
    expect(row).toMatchObject({ revokedById: 'webhook:clerk' });
    const revocations = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, test.id));
    expect(revocations[0]).toMatchObject({
      action: 'api_key.revoked',
      actorKind: 'system',
      environment: 'test',
    });
    const session = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/api-keys`,
      headers: bearer(tenant.session),
    });
    expect(session.statusCode).toBe(401);
    expect(session.json().code).toBe('invalid_session');
  });

  it("a deleted organization's keys stop working and its sessions are refused", async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    // Used once, so the key check has it cached.
    const used = await t.app.inject({ url: probePath(key.id), headers: bearer(key.plaintext) });
    expect(used.statusCode).toBe(200);
    const res = await post(
      signed({ type: 'organization.deleted', data: { id: tenant.tenantId, deleted: true } }),
    );
    expect(res.json().status).toBe('processed');
    const probe = await t.app.inject({ url: probePath(key.id), headers: bearer(key.plaintext) });
    expect(probe.statusCode).toBe(401);
    expect(probe.json().code).toBe('invalid_api_key');
    const session = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/api-keys`,
      headers: bearer(tenant.session),
    });
    expect(session.statusCode).toBe(403);
    expect(session.json().code).toBe('tenant_forbidden');
  });

  it('refuses a verified payload that does not have the Clerk shape (400)', async () => {
    const res = await post(signed({ type: 'organization.created', data: { name: 'no id' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('removal is sticky', () => {
  const membershipEvent = (
    type: 'organizationMembership.created' | 'organizationMembership.deleted',
    tenantId: string,
    recruiterId: string,
    timestamp?: number,
  ) =>
    signed({
      type,
      ...(timestamp === undefined ? {} : { timestamp }),
      data: {
        id: `orgmem_${unique()}`,
        role: 'member',
        organization: { id: tenantId, name: 'Sticky Corp' },
        public_user_data: { user_id: recruiterId, identifier: `${recruiterId}@example.com` },
      },
    });
  const mintKey = (tenant: { tenantId: string }, session: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/api-keys`,
      headers: bearer(session),
      payload: { name: 'after removal', environment: 'live' },
    });

  it('a removed member keeps no access through a still-valid session (403 tenant_forbidden), and a re-added one works again', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const removed = await post(
      membershipEvent('organizationMembership.deleted', tenant.tenantId, tenant.recruiterId),
    );
    expect(removed.json().status).toBe('processed');
    // The same session, still valid for an hour: no re-provisioning, no new key.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const minted = await mintKey(tenant, tenant.session);
      expect(minted.statusCode, minted.body).toBe(403);
      expect(minted.json().code).toBe('tenant_forbidden');
    }
    const list = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/api-keys`,
      cookies: { __session: tenant.session },
    });
    expect(list.statusCode).toBe(403);
    const onboarding = await t.app.inject({
      url: '/v1/onboarding/state',
      headers: bearer(tenant.session),
    });
    expect(onboarding.statusCode).toBe(403);
    const keys = await t.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.tenantId, tenant.tenantId));
    expect(keys.map((row) => row.id)).toEqual([key.id]);

    // The identity provider adds them back: the session works again, the old key stays revoked.
    const readded = await post(
      membershipEvent('organizationMembership.created', tenant.tenantId, tenant.recruiterId),
    );
    expect(readded.json().status).toBe('processed');
    const minted = await mintKey(tenant, tenant.session);
    expect(minted.statusCode, minted.body).toBe(200);
    const probe = await t.app.inject({ url: probePath(key.id), headers: bearer(key.plaintext) });
    expect(probe.json().code).toBe('api_key_revoked');
  });

  it('a membership event made before the last one applied changes nothing (a late retry)', async () => {
    const tenant = await createTenant(t);
    const madeAt = Date.now();
    const event = (
      type: 'organizationMembership.created' | 'organizationMembership.deleted',
      at: number,
    ) => post(membershipEvent(type, tenant.tenantId, tenant.recruiterId, at));
    expect((await event('organizationMembership.deleted', madeAt)).json().status).toBe('processed');
    // The creation Clerk made a minute before the deletion, delivered after it.
    const late = await event('organizationMembership.created', madeAt - 60_000);
    expect(late.statusCode).toBe(200);
    expect(late.json().status).toBe('ignored');
    const [row] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.recruiterId, tenant.recruiterId));
    expect(row!.deletedAt).not.toBeNull();
    expect((await mintKey(tenant, tenant.session)).statusCode).toBe(403);
    // A deletion older than a later re-adding changes nothing either.
    expect((await event('organizationMembership.created', madeAt + 60_000)).json().status).toBe(
      'processed',
    );
    expect((await event('organizationMembership.deleted', madeAt + 30_000)).json().status).toBe(
      'ignored',
    );
    expect((await mintKey(tenant, tenant.session)).statusCode).toBe(200);
  });

  it('no key created while a removal is processed survives it (5 removals)', async () => {
    for (let round = 0; round < 5; round++) {
      const tenant = await createTenant(t);
      const obtained: string[] = [];
      let removed = false;
      const createKeys = async () => {
        // Keys created after the webhook answered count as well: the loop runs on a little.
        for (let after = 0; after < 3; ) {
          const res = await mintKey(tenant, tenant.session);
          if (res.statusCode === 200) obtained.push(res.json().plaintext);
          else expect([401, 403], res.body).toContain(res.statusCode);
          if (removed) after += 1;
        }
      };
      const loops = Array.from({ length: 4 }, createKeys);
      while (obtained.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
      const removal = await post(
        membershipEvent('organizationMembership.deleted', tenant.tenantId, tenant.recruiterId),
      );
      expect(removal.json().status).toBe('processed');
      removed = true;
      await Promise.all(loops);
      expect(obtained.length).toBeGreaterThan(0);
      for (const plaintext of obtained) {
        const probe = await t.app.inject({ url: '/v1/api/whoami', headers: bearer(plaintext) });
        expect(probe.statusCode, `round ${round}: ${probe.body}`).toBe(401);
      }
    }
  });

  it('a removal delivered before the member was ever seen is remembered too', async () => {
    const tenant = await createTenant(t);
    const stranger = `user_${unique()}`;
    await post(membershipEvent('organizationMembership.deleted', tenant.tenantId, stranger));
    const session = await signSession({ sub: stranger, org_id: tenant.tenantId }, t);
    const res = await mintKey(tenant, session);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('tenant_forbidden');
  });

  it('a deleted user or organization stays deleted for its sessions, whatever events follow', async () => {
    const tenant = await createTenant(t);
    await post(signed({ type: 'user.deleted', data: { id: tenant.recruiterId, deleted: true } }));
    await post(
      signed({ type: 'user.updated', data: { id: tenant.recruiterId, first_name: 'Back' } }),
    );
    const user = await mintKey(tenant, tenant.session);
    expect(user.statusCode, user.body).toBe(401);
    expect(user.json().code).toBe('invalid_session');

    const other = await createTenant(t);
    await post(
      signed({ type: 'organization.deleted', data: { id: other.tenantId, deleted: true } }),
    );
    await post(
      signed({ type: 'organization.updated', data: { id: other.tenantId, name: 'Again' } }),
    );
    const org = await mintKey(other, other.session);
    expect(org.statusCode, org.body).toBe(403);
    expect(org.json().code).toBe('tenant_forbidden');
  });
});

describe('GET /v1/onboarding/state', () => {
  it("provisions the session's tenant on the fly and answers its onboarding status", async () => {
    const orgId = `org_${unique()}`;
    const userId = `user_${unique()}`;
    const session = await signSession({ sub: userId, org_id: orgId, email: 'bob@example.com' }, t);
    const res = await t.app.inject({ url: '/v1/onboarding/state', headers: bearer(session) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      object: 'onboarding_state',
      tenantId: orgId,
      recruiterId: userId,
      // The tenant's first membership, with no role claimed: admin.
      role: 'admin',
      onboardingCompleted: false,
      tenant: { id: orgId, name: orgId, defaultCountry: 'US' },
    });
    const [recruiter] = await t.database.db
      .select()
      .from(recruiters)
      .where(eq(recruiters.id, userId));
    expect(recruiter!.email).toBe('bob@example.com');
  });

  it('accepts the __session cookie and the nested o.id claim', async () => {
    const orgId = `org_${unique()}`;
    const session = await signSession({ sub: `user_${unique()}`, o: { id: orgId } }, t);
    const res = await t.app.inject({
      url: '/v1/onboarding/state',
      cookies: { __session: session },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tenantId).toBe(orgId);
  });

  it('refuses a session without an organization (403), a bad one (401) and none (401)', async () => {
    const noOrg = await signSession({ sub: `user_${unique()}` }, t);
    const forbidden = await t.app.inject({ url: '/v1/onboarding/state', headers: bearer(noOrg) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('tenant_forbidden');
    const badlySigned = await signSession({ sub: 'user_x', org_id: 'org_x' }, t, {
      secret: 'another-secret-another-secret-0123',
    });
    const invalid = await t.app.inject({
      url: '/v1/onboarding/state',
      headers: bearer(badlySigned),
    });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().code).toBe('invalid_session');
    const none = await t.app.inject({ url: '/v1/onboarding/state' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('missing_credentials');
  });
});

describe('roles from the membership webhook', () => {
  const roleEvent = (
    type: 'organizationMembership.created' | 'organizationMembership.updated',
    tenant: { tenantId: string; recruiterId: string },
    role: string,
    timestamp: number,
  ) =>
    post(
      signed({
        type,
        timestamp,
        data: {
          id: `orgmem_${unique()}`,
          role,
          organization: { id: tenant.tenantId, name: 'Role Corp' },
          public_user_data: { user_id: tenant.recruiterId },
        },
      }),
    );
  const storedRole = async (recruiterId: string) =>
    (
      await t.database.db.select().from(memberships).where(eq(memberships.recruiterId, recruiterId))
    )[0]!.role;
  const mintKey = (tenant: { tenantId: string; session: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/api-keys`,
      headers: bearer(tenant.session),
      payload: { name: 'role test', environment: 'live' },
    });

  it('maps the role as CONTRACT says, keeps the latest, and an older event changes nothing', async () => {
    const tenant = await createTenant(t);
    const madeAt = Date.now();
    expect((await mintKey(tenant)).statusCode).toBe(200);
    await roleEvent('organizationMembership.updated', tenant, 'org:viewer', madeAt);
    expect(await storedRole(tenant.recruiterId)).toBe('viewer');
    const refused = await mintKey(tenant);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_forbidden', requiredRole: 'recruiter' });
    // A promotion Clerk made before the demotion, delivered after it: ignored.
    const late = await roleEvent('organizationMembership.updated', tenant, 'org:admin', madeAt - 1);
    expect(late.json().status).toBe('ignored');
    expect(await storedRole(tenant.recruiterId)).toBe('viewer');
    let at = madeAt;
    for (const [provided, mapped] of [
      ['basic_member', 'recruiter'],
      ['org:member', 'recruiter'],
      ['recruiter', 'recruiter'],
      ['admin', 'admin'],
      ['org:billing_manager', 'viewer'],
    ] as const) {
      at += 1000;
      await roleEvent('organizationMembership.updated', tenant, provided, at);
      expect(await storedRole(tenant.recruiterId), provided).toBe(mapped);
    }
  });

  it('a session issued before a demotion acts with the stored role and does not re-promote (CONTRACT "Operation")', async () => {
    const member = await addMember(t, await createTenant(t), 'recruiter');
    const claimedAt = t.clock.now();
    const claiming = (issuedAt: Date, role = 'org:member') =>
      signSession({ sub: member.recruiterId, org_id: member.tenantId, org_role: role }, t, {
        issuedAt,
      });
    const oldSession = await claiming(claimedAt);
    const key = await createKey(t, member);
    const change = (credential: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/tenants/${member.tenantId}/candidates`,
        headers: { ...bearer(credential), 'content-type': 'application/json' },
        payload: '{}',
      });
    const keyChange = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/api/candidates',
        headers: { ...bearer(key.plaintext), 'content-type': 'application/json' },
        payload: '{}',
      });
    // The session acts with its claim before the demotion: past the role check to the empty body.
    expect((await change(oldSession)).statusCode).toBe(400);

    const demotedAt = claimedAt.getTime() + 30_000;
    const demoted = await roleEvent(
      'organizationMembership.updated',
      member,
      'org:viewer',
      demotedAt,
    );
    expect(demoted.json().status).toBe('processed');
    expect(await storedRole(member.recruiterId)).toBe('viewer');

    // The old session reads (its claim writes nothing), and acts as the viewer it now is.
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/tenants/${member.tenantId}/candidates`,
      headers: bearer(oldSession),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await storedRole(member.recruiterId)).toBe('viewer');
    for (const refused of [await change(oldSession), await keyChange()]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role_forbidden', requiredRole: 'recruiter' });
    }
    // Issued in the same second as the demotion, or without `iat`: not after it, so no change.
    const sameSecond = await claiming(new Date(demotedAt));
    const unissued = await new SignJWT({
      sub: member.recruiterId,
      org_id: member.tenantId,
      org_role: 'org:admin',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(seconds(t.clock.now()) + 3600)
      .sign(new TextEncoder().encode(TEST_SESSION_SECRET));
    for (const session of [sameSecond, unissued]) {
      expect((await change(session)).statusCode).toBe(403);
      expect(await storedRole(member.recruiterId)).toBe('viewer');
    }

    // A session issued after the demotion carries what the provider says now.
    const newSession = await claiming(new Date(demotedAt + 1000));
    expect((await change(newSession)).statusCode).toBe(400);
    expect(await storedRole(member.recruiterId)).toBe('recruiter');
    expect((await keyChange()).statusCode).toBe(400);
  });

  it("gives a tenant's first membership with no known role admin, and the next ones recruiter", async () => {
    const tenantId = `org_${unique()}`;
    const first = { tenantId, recruiterId: `user_${unique()}` };
    const second = { tenantId, recruiterId: `user_${unique()}` };
    for (const member of [first, second]) {
      const res = await post(
        signed({
          type: 'organizationMembership.created',
          data: {
            organization: { id: tenantId, name: 'No roles' },
            public_user_data: { user_id: member.recruiterId },
          },
        }),
      );
      expect(res.json().status).toBe('processed');
    }
    expect(await storedRole(first.recruiterId)).toBe('admin');
    expect(await storedRole(second.recruiterId)).toBe('recruiter');
  });
});
