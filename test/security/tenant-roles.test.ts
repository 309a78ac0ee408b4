import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/core/roles.ts';
import { SESSION_COOKIE } from '../../src/http/session-cookie.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  addMember,
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../helpers/factories.ts';
import { registeredRoutes } from './registered-routes.ts';
import { TENANT_ROUTE_ROLES } from './tenant-route-roles.ts';

let t: TestApp;
let members: Record<Role, TestTenant>;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTenant(t);
  members = {
    admin,
    recruiter: await addMember(t, admin, 'recruiter'),
    viewer: await addMember(t, admin, 'viewer'),
  };
});
afterAll(async () => t.close());

const isTenantRoute = (route: string) =>
  route.includes(' /v1/tenants/:tenantId/') && !route.startsWith('HEAD ');

describe('the tenant routes role table', () => {
  it('has a row for every tenant route the app registers, and no other', () => {
    const registered = registeredRoutes(t.app).filter(isTenantRoute);
    expect(registered.length).toBeGreaterThan(0);
    expect(
      Object.keys(TENANT_ROUTE_ROLES).sort(),
      'each tenant route needs a row in test/security/tenant-route-roles.ts',
    ).toEqual(registered);
  });

  it('gives each route the role the route declares (config.role)', () => {
    for (const [route, role] of Object.entries(TENANT_ROUTE_ROLES)) {
      expect(t.app.routeRoles.get(route), route).toBe(role);
    }
  });
});

/** A call of `METHOD /pattern` by a member: unknown ids for every parameter but the tenant. */
function callAs(route: string, member: TestTenant, via: 'bearer' | 'cookie') {
  const [method, pattern] = route.split(' ') as [string, string];
  const url = pattern
    .replace(':tenantId', member.tenantId)
    .replace(':recruiterId', member.recruiterId)
    .replace(/:\w+/g, 'unknown_id');
  const unsafe = method !== 'GET';
  const credential =
    via === 'bearer'
      ? bearer(member.session)
      : { cookie: `${SESSION_COOKIE}=${member.session}`, 'sec-fetch-site': 'same-origin' };
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: unsafe ? { ...credential, 'content-type': 'application/json' } : credential,
    payload: unsafe ? '{}' : undefined,
  });
}

// The matrix, generated from the table: the role below a route's is refused
// before anything else is looked at; its own role (and any above) gets past
// the check, to whatever the empty body and unknown ids answer.
for (const [route, required] of Object.entries(TENANT_ROUTE_ROLES)) {
  describe(`${route}: roles`, () => {
    for (const via of ['bearer', 'cookie'] as const) {
      for (const role of ROLES) {
        const allowed = ROLES.indexOf(role) >= ROLES.indexOf(required);
        it(`${allowed ? 'admits' : 'refuses'} a ${role} (${via} session)`, async () => {
          const res = await callAs(route, members[role], via);
          if (allowed) {
            expect(res.statusCode === 403 && res.json().code === 'role_forbidden', res.body).toBe(
              false,
            );
          } else {
            expect(res.statusCode, res.body).toBe(403);
            expect(res.json()).toMatchObject({ code: 'role_forbidden', requiredRole: required });
          }
        });
      }
    }
  });
}

describe('a session that claims its role', () => {
  it('acts with the claim and keeps it on the membership (the latest role seen)', async () => {
    const { signSession } = await import('../helpers/factories.ts');
    const member = members.recruiter;
    const claimed = await signSession(
      { sub: member.recruiterId, org_id: member.tenantId, org_role: 'org:viewer' },
      t,
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${member.tenantId}/candidates`,
      headers: { ...bearer(claimed), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.json()).toMatchObject({ code: 'role_forbidden', requiredRole: 'recruiter' });
    // Without the claim, the stored role is now the claimed one.
    const stored = await callAs(`POST /v1/tenants/:tenantId/candidates`, member, 'bearer');
    expect(stored.json()).toMatchObject({ code: 'role_forbidden' });
    // Clerk's `o.rol` claim has no prefix.
    const promoted = await signSession(
      { sub: member.recruiterId, o: { id: member.tenantId, rol: 'member' } },
      t,
    );
    const admitted = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${member.tenantId}/candidates`,
      headers: { ...bearer(promoted), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(admitted.statusCode, admitted.body).toBe(400);
  });
});

describe('revoking API keys', () => {
  const revoke = (member: TestTenant, keyId: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/v1/tenants/${member.tenantId}/api-keys/${keyId}`,
      headers: bearer(member.session),
    });

  it("lets a recruiter revoke their own keys only; another's takes an admin", async () => {
    const adminKey = await createKey(t, members.admin);
    const recruiterKey = await createKey(t, members.recruiter);
    const refused = await revoke(members.recruiter, adminKey.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_forbidden', requiredRole: 'admin' });
    expect((await revoke(members.recruiter, recruiterKey.id)).json().status).toBe('revoked');
    const other = await createKey(t, members.recruiter);
    expect((await revoke(members.admin, other.id)).json().status).toBe('revoked');
  });

  it("refuses a viewer naming the least role: another member's key takes an admin, their own a recruiter", async () => {
    const recruiterKey = await createKey(t, members.recruiter);
    // A key the viewer issued while they were a recruiter.
    const ownKey = await createKey(t, members.viewer);
    for (const [keyId, requiredRole] of [
      [recruiterKey.id, 'admin'],
      [ownKey.id, 'recruiter'],
      ['key_unknown', 'recruiter'],
    ] as const) {
      const refused = await revoke(members.viewer, keyId);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json(), keyId).toMatchObject({ code: 'role_forbidden', requiredRole });
    }
    // Nothing was revoked.
    expect((await revoke(members.recruiter, recruiterKey.id)).json().status).toBe('revoked');
  });
});
