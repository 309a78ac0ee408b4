import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Scope } from '../../src/core/auth.ts';
import { newId } from '../../src/core/ids.ts';
import type { Role } from '../../src/core/roles.ts';
import type { Environment } from '../../src/core/tenancy.ts';
import { apiKeys, memberships, recruiters, tenants } from '../../src/db/schema/index.ts';
import { generateApiKeyToken, hashApiKeySecret } from '../../src/modules/keys/api-key-token.ts';
import type { TestApp } from './app.ts';
import { TEST_SECRET_KEY, TEST_SESSION_SECRET } from './app.ts';

let counter = 0;

export interface TestTenant {
  tenantId: string;
  recruiterId: string;
  /** A session JWT for the recruiter on the tenant. */
  session: string;
}

/** A tenant with one recruiter (its first member, so an admin), and a session for them. */
export async function createTenant(t: TestApp, name?: string): Promise<TestTenant> {
  counter += 1;
  const tenantId = `org_test${counter}${Math.random().toString(36).slice(2, 8)}`;
  const recruiterId = `user_test${counter}${Math.random().toString(36).slice(2, 8)}`;
  const now = t.clock.now();
  await t.database.db
    .insert(tenants)
    .values({ id: tenantId, name: name ?? `Tenant ${counter}`, createdAt: now, updatedAt: now });
  await t.database.db.insert(recruiters).values({
    id: recruiterId,
    email: `${recruiterId}@example.com`,
    name: `Recruiter ${counter}`,
    createdAt: now,
    updatedAt: now,
  });
  await t.database.db
    .insert(memberships)
    .values({ tenantId, recruiterId, role: 'admin', createdAt: now, updatedAt: now });
  return {
    tenantId,
    recruiterId,
    session: await signSession({ sub: recruiterId, org_id: tenantId }, t),
  };
}

/**
 * Another member of the tenant with a stored role, and a session for them
 * that carries no role claim (so it acts with the stored role).
 */
export async function addMember(t: TestApp, tenant: TestTenant, role: Role): Promise<TestTenant> {
  counter += 1;
  const recruiterId = `user_test${counter}${Math.random().toString(36).slice(2, 8)}`;
  const now = t.clock.now();
  await t.database.db.insert(recruiters).values({
    id: recruiterId,
    email: `${recruiterId}@example.com`,
    name: `Member ${counter}`,
    createdAt: now,
    updatedAt: now,
  });
  await t.database.db
    .insert(memberships)
    .values({ tenantId: tenant.tenantId, recruiterId, role, createdAt: now, updatedAt: now });
  return {
    tenantId: tenant.tenantId,
    recruiterId,
    session: await signSession({ sub: recruiterId, org_id: tenant.tenantId }, t),
  };
}

/** Signs a tenant session JWT with the test secret (HS256), valid for an hour of the test clock. */
export async function signSession(
  claims: { sub: string; org_id?: string; email?: string; name?: string; [claim: string]: unknown },
  t?: Pick<TestApp, 'clock'>,
  options: { expiresInSeconds?: number; secret?: string; issuedAt?: Date } = {},
): Promise<string> {
  const now = Math.floor((t?.clock.now().getTime() ?? Date.now()) / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(options.issuedAt ?? now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(new TextEncoder().encode(options.secret ?? TEST_SESSION_SECRET));
}

/**
 * Changes a member's stored role, as the identity provider's webhook would
 * (its trigger evicts the role from every process's cache).
 */
export async function setMemberRole(t: TestApp, member: TestTenant, role: Role): Promise<void> {
  await t.database.db
    .update(memberships)
    .set({ role, updatedAt: t.clock.now() })
    .where(
      and(
        eq(memberships.tenantId, member.tenantId),
        eq(memberships.recruiterId, member.recruiterId),
      ),
    );
}

export interface TestKey {
  id: string;
  plaintext: string;
  environment: Environment;
}

/** Inserts an API key directly (no route), for tests of routes that need one. */
export async function createKey(
  t: TestApp,
  tenant: TestTenant,
  options: { environment?: Environment; scopes?: Scope[]; expiresAt?: Date } = {},
): Promise<TestKey> {
  const environment = options.environment ?? 'live';
  const token = generateApiKeyToken(environment);
  const id = newId('apiKey');
  const now = t.clock.now();
  await t.database.db.insert(apiKeys).values({
    id,
    tenantId: tenant.tenantId,
    recruiterId: tenant.recruiterId,
    environment,
    name: 'test key',
    prefix: token.prefix,
    secretHash: hashApiKeySecret(token.secret, TEST_SECRET_KEY),
    scopes: options.scopes ?? [],
    expiresAt: options.expiresAt ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return { id, plaintext: token.plaintext, environment };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
