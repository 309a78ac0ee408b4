import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { AuditAction } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import { loadOnce } from '../../core/load-once.ts';
import { roleFromProvider } from '../../core/roles.ts';
import type { Acting, Actor } from '../../core/tenancy.ts';
import { oneLine } from '../../core/text.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { revokeKeysOfRecruiter } from '../keys/keys.service.ts';
import {
  claimWebhookDelivery,
  insertRecruiterIfMissing,
  insertTenantIfMissing,
  markMembershipDeleted,
  markRecruiterDeleted,
  markTenantDeleted,
  tenantIdsOf,
  upsertMembership,
  upsertRecruiter,
  upsertTenant,
} from './identity.repo.ts';
import {
  type ClerkUser,
  clerkEventSchema,
  clerkMembershipSchema,
  clerkOrganizationSchema,
  clerkUserSchema,
  type WebhookAck,
} from './identity.schemas.ts';

/** Identity providers whose provisioning webhook the service understands. */
export const WEBHOOK_PROVIDERS = ['clerk'] as const;

export interface SignedDelivery {
  provider: string;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  traceId: string;
}

/**
 * Verifies a Svix-signed delivery against the raw body (`svix` checks the
 * HMAC and refuses timestamps more than 5 minutes off), then applies it once.
 */
/** svix is loaded on the first webhook, not at start-up (its client costs ~0.15 s to load). */
const loadSvix = loadOnce(() => import('svix'));

export async function receiveProvisioningWebhook(
  ctx: AppContext,
  uow: UnitOfWork,
  delivery: SignedDelivery,
): Promise<WebhookAck> {
  if (!(WEBHOOK_PROVIDERS as readonly string[]).includes(delivery.provider)) {
    throw new AppError('not_found', `No webhook for provider ${delivery.provider}.`);
  }
  const secret = ctx.config.idpWebhookSecret;
  if (!secret) {
    throw new AppError('unavailable', 'IDP_WEBHOOK_SECRET is not configured on this server.');
  }
  const header = (name: string) => {
    const value = delivery.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const svixHeaders = {
    'svix-id': header('svix-id') ?? '',
    'svix-timestamp': header('svix-timestamp') ?? '',
    'svix-signature': header('svix-signature') ?? '',
  };
  const { Webhook } = await loadSvix();
  let payload: unknown;
  try {
    payload = new Webhook(secret).verify(delivery.rawBody, svixHeaders);
  } catch {
    throw new AppError(
      'invalid_signature',
      'The svix signature is missing or wrong, or its timestamp is over 5 minutes off.',
    );
  }
  const event = clerkEventSchema.safeParse(payload);
  if (!event.success) {
    throw AppError.validation([{ path: 'type', message: 'is not a Clerk event' }]);
  }
  const now = ctx.clock.now();
  return inTransaction(uow, async (tx) => {
    const fresh = await claimWebhookDelivery(tx, {
      id: newId('webhookEvent'),
      provider: delivery.provider,
      deliveryId: svixHeaders['svix-id'],
      type: event.data.type,
      at: now,
    });
    if (!fresh) return { received: true as const, status: 'duplicate' as const };
    const handler = HANDLERS[event.data.type];
    if (!handler) return { received: true as const, status: 'ignored' as const };
    const actor: Actor = { kind: 'system', id: `webhook:${delivery.provider}` };
    const outcome = await handler(tx, event.data.data, {
      at: now,
      madeAt: eventMadeAt(event.data, svixHeaders['svix-timestamp'], now),
      actor,
      traceId: delivery.traceId,
      deliveryId: svixHeaders['svix-id'],
    });
    const status = outcome === 'stale' ? ('ignored' as const) : ('processed' as const);
    return { received: true as const, status };
  });
}

/**
 * When the identity provider made an event: Clerk's `timestamp`, else the
 * object's `updated_at`, else the delivery's signature time (a retry's is
 * later than the event, so it is the last resort).
 */
function eventMadeAt(
  event: { timestamp?: number | undefined; data: Record<string, unknown> },
  signedAt: string,
  now: Date,
): Date {
  const updatedAt = event.data.updated_at;
  if (event.timestamp !== undefined) return new Date(event.timestamp);
  if (typeof updatedAt === 'number' && Number.isFinite(updatedAt)) return new Date(updatedAt);
  const seconds = Number(signedAt);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
}

interface EventContext {
  /** When this service applies the event. */
  at: Date;
  /** When the identity provider made the event: an older one than the last applied changes nothing. */
  madeAt: Date;
  actor: Actor;
  traceId: string;
  deliveryId: string;
}

/** A handler answers `stale` when a later event of the same object was applied already. */
type Handler = (tx: Tx, data: unknown, ev: EventContext) => Promise<unknown>;

function parse<T>(
  schema: { safeParse(data: unknown): { success: boolean; data?: T } },
  data: unknown,
): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw AppError.validation([{ path: 'data', message: 'does not have the Clerk shape' }]);
  }
  return result.data as T;
}

/** Provisioning changes are audited in the tenant's live environment, as `system`. */
function systemActing(tenantId: string, ev: EventContext): Acting {
  return {
    tenantId,
    environment: 'live',
    recruiterId: null,
    actor: ev.actor,
    traceId: ev.traceId,
  };
}

async function audit(
  tx: Tx,
  tenantId: string,
  ev: EventContext,
  action: AuditAction,
  target: { type: string; id: string },
  metadata: Record<string, unknown> = {},
) {
  await recordAudit(
    tx,
    systemActing(tenantId, ev),
    {
      action,
      targetType: target.type,
      targetId: target.id,
      metadata: { ...metadata, deliveryId: ev.deliveryId },
    },
    ev.at,
  );
}

function recruiterFields(user: ClerkUser) {
  const primary =
    user.email_addresses?.find((address) => address.id === user.primary_email_address_id) ??
    user.email_addresses?.[0];
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  return { id: user.id, email: primary?.email_address ?? null, name: oneLine(name ?? '') || null };
}

const upsertOrganization =
  (action: 'tenant.created' | 'tenant.updated'): Handler =>
  async (tx, data, ev) => {
    const org = parse(clerkOrganizationSchema, data);
    const name = oneLine(org.name ?? '') || org.id;
    await upsertTenant(tx, { id: org.id, name, slug: org.slug ?? null }, ev.at);
    await audit(tx, org.id, ev, action, { type: 'tenant', id: org.id }, { name: org.name });
  };

const upsertUser =
  (action: 'recruiter.created' | 'recruiter.updated'): Handler =>
  async (tx, data, ev) => {
    const fields = recruiterFields(parse(clerkUserSchema, data));
    await upsertRecruiter(tx, fields, ev.at);
    for (const tenantId of await tenantIdsOf(tx, fields.id)) {
      await audit(tx, tenantId, ev, action, { type: 'recruiter', id: fields.id });
    }
  };

/** `organizationMembership.created|updated`: adds, restores or re-roles a membership. */
const applyMembership =
  (action: 'membership.created' | 'membership.updated'): Handler =>
  async (tx, data, ev) => {
    const membership = parse(clerkMembershipSchema, data);
    const role = membership.role ? roleFromProvider(membership.role) : null;
    const org = membership.organization;
    const user = membership.public_user_data;
    await insertTenantIfMissing(tx, { id: org.id, name: oneLine(org.name ?? '') || org.id }, ev.at);
    const name = oneLine([user.first_name, user.last_name].filter(Boolean).join(' '));
    await insertRecruiterIfMissing(
      tx,
      { id: user.user_id, email: user.identifier ?? null, name: name || null },
      ev.at,
    );
    const applied = await upsertMembership(
      tx,
      { tenantId: org.id, recruiterId: user.user_id, role },
      ev.at,
      ev.madeAt,
    );
    if (!applied) return 'stale';
    await audit(
      tx,
      org.id,
      ev,
      action,
      { type: 'recruiter', id: user.user_id },
      { role: role ?? 'default' },
    );
  };

/** Clerk event type → what it does. Types not listed are acknowledged and ignored. */
const HANDLERS: Record<string, Handler> = {
  'organization.created': upsertOrganization('tenant.created'),
  'organization.updated': upsertOrganization('tenant.updated'),
  // A deleted tenant's keys stop working at once: requireApiKey joins tenants.deleted_at, and
  // the tenants trigger of migration 0019 drops them from every process's key cache at commit.
  'organization.deleted': async (tx, data, ev) => {
    const org = parse(clerkOrganizationSchema, data);
    await markTenantDeleted(tx, org.id, ev.at);
    await audit(tx, org.id, ev, 'tenant.deleted', { type: 'tenant', id: org.id });
  },
  'user.created': upsertUser('recruiter.created'),
  'user.updated': upsertUser('recruiter.updated'),
  'user.deleted': async (tx, data, ev) => {
    const { id } = parse(clerkOrganizationSchema, data);
    await markRecruiterDeleted(tx, id, ev.at);
    for (const tenantId of await tenantIdsOf(tx, id)) {
      await audit(tx, tenantId, ev, 'recruiter.deleted', { type: 'recruiter', id });
    }
    await revokeKeysOfRecruiter(tx, id, {
      note: 'User deleted in the identity provider',
      actor: ev.actor,
      traceId: ev.traceId,
      at: ev.at,
    });
  },
  // `updated` carries a role change: the membership keeps the latest role seen.
  'organizationMembership.created': applyMembership('membership.created'),
  'organizationMembership.updated': applyMembership('membership.updated'),
  // A recruiter who leaves an organization loses the keys they issued for it, and the membership
  // stays removed (a tombstone) until the provider adds them again: their sessions are refused.
  'organizationMembership.deleted': async (tx, data, ev) => {
    const membership = parse(clerkMembershipSchema, data);
    const tenantId = membership.organization.id;
    const recruiterId = membership.public_user_data.user_id;
    if (!(await markMembershipDeleted(tx, tenantId, recruiterId, ev.at, ev.madeAt))) return 'stale';
    await audit(tx, tenantId, ev, 'membership.deleted', { type: 'recruiter', id: recruiterId });
    await revokeKeysOfRecruiter(tx, recruiterId, {
      tenantId,
      note: 'Recruiter left the organization',
      actor: ev.actor,
      traceId: ev.traceId,
      at: ev.at,
    });
  },
};
