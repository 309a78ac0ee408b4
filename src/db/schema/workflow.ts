import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './outbox.ts';

const env = () => text('environment', { enum: ['live', 'test'] }).notNull();

/** A `bytea` column: bytes in, a Buffer out (the `pg` driver's parsing, on both engines). */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A candidate, unique per tenant, environment and e-mail among those not deleted. */
export const candidates = pgTable(
  'candidates',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    /** Null once erased (CONTRACT "Personal data"), as are email, phone and profile's fields. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Stored lowercased. */
    email: text('email'),
    phone: text('phone'),
    stage: text('stage'),
    /** Free-form profile fields (headline, location, links, notes). */
    profile: jsonb('profile').notNull().$type<Record<string, unknown>>().default({}),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the person's data was erased (CONTRACT "Personal data"); the row keeps its id and times. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('candidates_email_idx')
      .on(t.tenantId, t.environment, t.email)
      .where(sql`${t.deletedAt} is null`),
    // The list (newest first) orders by id in the "C" collation, which this index and not the
    // primary key serves (migration 0015, bench/README.md "A plan that stale statistics turn").
    index('candidates_tenant_idx').on(t.tenantId, t.environment, sql`${t.id} collate "C"`),
    // Substring search (`?search=`, the agent's "candidates named …") through trigrams, within
    // the tenant (btree_gin puts tenant_id in the GIN index): the expression must stay the
    // same as candidateSearchText in candidates.repo.ts.
    index('candidates_search_idx').using(
      'gin',
      t.tenantId,
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    // A term of one or two characters has no trigram: its letters and letter pairs
    // (refcheck_short_grams, migration 0008) serve it instead.
    index('candidates_short_search_idx').using(
      'gin',
      t.tenantId,
      sql`refcheck_short_grams(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}))`,
    ),
  ],
);

/**
 * A reference request. `status` follows CONTRACT's state machine
 * (modules/requests/workflow.ts): intake_pending | intake_abandoned |
 * created | consent_requested | consent_granted | outreach_queued |
 * collecting | review_requested | completed | cancelled (final).
 * `version` increases on every transition (optimistic concurrency).
 */
export const referenceRequests = pgTable(
  'reference_requests',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    candidateId: text('candidate_id').notNull(),
    /** The recruiter on whose behalf it was created (the key's issuer, or the session's recruiter). */
    recruiterId: text('recruiter_id').notNull(),
    createdByKind: text('created_by_kind').notNull(),
    createdById: text('created_by_id').notNull(),
    launchMode: text('launch_mode', { enum: ['candidate_intake', 'manual_references'] }).notNull(),
    roleTitle: text('role_title'),
    notes: text('notes'),
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    /**
     * The questionnaire version the request pinned at creation, and its name
     * then. The defaults are the built-in's version 1: what every request
     * made before questionnaires existed was asked.
     */
    questionnaireId: text('questionnaire_id').notNull().default('qst_builtin'),
    questionnaireVersion: integer('questionnaire_version').notNull().default(1),
    questionnaireName: text('questionnaire_name').notNull().default('Standard reference check'),
    /**
     * The language its participants are served in (core/locale.ts), chosen
     * at creation: the body's, else the questionnaire's, else the tenant's.
     * Requests made before languages read English.
     */
    locale: text('locale').notNull().default('en'),
    /**
     * When retention erased it (modules/privacy/retention.service.ts): its
     * referees, answers' free text, transcripts, links, deliveries and report
     * text are gone; a request already erased is never swept again.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * The integrator's own keys and values, as Stripe's `metadata` (CONTRACT
     * "Reference request metadata"): at most 20 string keys of 40 characters
     * with string values of 500; emptied by erasure.
     */
    metadata: jsonb('metadata').notNull().$type<Record<string, string>>().default({}),
    ...timestamps,
  },
  // Lists order by id in the "C" collation, which these indexes and not the primary key serve
  // (migration 0015, bench/README.md "A plan that stale statistics turn").
  (t) => [
    index('reference_requests_tenant_idx').on(t.tenantId, t.environment, sql`${t.id} collate "C"`),
    // Status counts (an index-only scan) and the list filtered by status.
    index('reference_requests_status_idx').on(
      t.tenantId,
      t.environment,
      t.status,
      sql`${t.id} collate "C"`,
    ),
    // A candidate's requests (`?candidateId=`, the candidate workspace, cancel on delete), newest first.
    index('reference_requests_candidate_idx').on(
      t.tenantId,
      t.environment,
      t.candidateId,
      sql`${t.id} collate "C"`,
    ),
    // The retention sweep: a tenant's final, not yet erased requests, oldest first.
    index('reference_requests_retention_idx')
      .on(t.tenantId, t.updatedAt)
      .where(sql`${t.status} in ('completed', 'cancelled') and ${t.erasedAt} is null`),
    // `?metadata[key]=value` (containment, `metadata @> {...}`) within the tenant (btree_gin
    // puts tenant_id in the GIN index), and the Greenhouse send_test lookup.
    index('reference_requests_metadata_idx').using(
      'gin',
      t.tenantId,
      sql`${t.metadata} jsonb_path_ops`,
    ),
  ],
);

/**
 * A referee of a request. status: pending (not invited yet) | invited |
 * opened | completed | declined.
 */
export const referenceContacts = pgTable(
  'reference_contacts',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    referenceRequestId: text('reference_request_id').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    relationship: text('relationship'),
    /** Who named this referee: the recruiter (or key) at creation, or the candidate at intake. */
    source: text('source', { enum: ['recruiter', 'candidate'] }).notNull(),
    status: text('status', { enum: ['pending', 'invited', 'opened', 'completed', 'declined'] })
      .notNull()
      .default('pending'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** When the referee's data was erased: names, e-mail, phone and relationship read null. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('reference_contacts_request_idx').on(t.referenceRequestId),
    // The dashboard's referee funnel reads one tenant's contacts, never the whole table,
    // from the index alone (it holds every column the funnel and its median use).
    index('reference_contacts_tenant_idx').on(
      t.tenantId,
      t.environment,
      t.status,
      t.invitedAt,
      t.completedAt,
    ),
  ],
);

/**
 * Tokens of participant links (intake, referee, permission, withdrawal). Only a hash is
 * stored; each is bound to one purpose and one subject (the request for
 * intake, the contact for referee, the consent grant for permission and withdrawal).
 */
export const participantTokens = pgTable(
  'participant_tokens',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    purpose: text('purpose', {
      enum: ['intake', 'referee', 'permission', 'withdrawal'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    subjectId: text('subject_id').notNull(),
    referenceRequestId: text('reference_request_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the participant finished (completed, abandoned, answered): the link is then used up. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    /** HMAC of the participant's last IP (never the address), for trust signals. */
    lastIpHash: text('last_ip_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('participant_tokens_hash_idx').on(t.tokenHash),
    index('participant_tokens_subject_idx').on(t.subjectId),
    // A cancel uses up the request's links: without it, a scan of every tenant's links.
    index('participant_tokens_request_idx').on(t.tenantId, t.environment, t.referenceRequestId),
  ],
);

/** Transcript of a participant conversation, message by message, so a reload resumes it. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    /** The contact's id (referee) or the request's (intake): one conversation per participant. */
    conversationId: text('conversation_id').notNull(),
    role: text('role', { enum: ['agent', 'participant'] }).notNull(),
    text: text('text').notNull(),
    /** The agent's structured state after this message (what it has collected so far). */
    state: jsonb('state').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The message's place in its conversation: 0 for the opening, then one
     * more for each message. The transcript's order, and what a save checks:
     * a turn is stored at the place after the last message its reply read,
     * so a conversation that moved on meanwhile (another tab, a burst of
     * sends) refuses it instead of filing it after a reply it never saw. Ids
     * are made by each process's clock and do not give that order across
     * processes (migration 0018).
     */
    seq: integer('seq').notNull(),
    /** The message at `seq - 1`, so the transcript is a chain; null for the opening. */
    followsId: text('follows_id'),
  },
  (t) => [
    uniqueIndex('conversation_messages_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('conversation_messages_follows_idx').on(t.conversationId, t.followsId),
  ],
);

/**
 * The turn a conversation is answering now: a participant's message is
 * refused at once (409 `turn_in_progress`) while another turn of the same
 * conversation holds the claim, so a burst of sends runs one reply, not one
 * per message. Taken when a turn is prepared, released when its messages are
 * stored or its reply failed; a claim left by a process that died lapses at
 * `claimedUntil`. The order of the transcript does not rest on it (see
 * conversation_messages.seq).
 */
export const conversationTurnClaims = pgTable('conversation_turn_claims', {
  conversationId: text('conversation_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  environment: env(),
  turnId: text('turn_id').notNull(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
});

/** A referee's answer: completed (answers per src/modules/participants/referee-answers.ts) or declined. */
export const referenceResponses = pgTable(
  'reference_responses',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    referenceRequestId: text('reference_request_id').notNull(),
    contactId: text('contact_id').notNull(),
    candidateId: text('candidate_id').notNull(),
    status: text('status', { enum: ['completed', 'declined'] }).notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    declineReason: text('decline_reason'),
    source: text('source', { enum: ['chat', 'structured'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** When the answers' free text was erased (numbers, booleans and choices' keys stay). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reference_responses_contact_idx').on(t.contactId),
    index('reference_responses_request_idx').on(t.referenceRequestId),
    index('reference_responses_candidate_idx').on(t.candidateId),
  ],
);

/** A reason for a recruiter to look twice. status: open | confirmed | dismissed. */
export const trustSignals = pgTable(
  'trust_signals',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    referenceRequestId: text('reference_request_id').notNull(),
    contactId: text('contact_id'),
    kind: text('kind').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull(),
    details: jsonb('details').notNull().$type<Record<string, unknown>>().default({}),
    status: text('status', { enum: ['open', 'confirmed', 'dismissed'] })
      .notNull()
      .default('open'),
    reviewNote: text('review_note'),
    reviewedById: text('reviewed_by_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('trust_signals_request_idx').on(t.referenceRequestId),
    index('trust_signals_tenant_idx').on(t.tenantId, t.environment, t.status, t.id),
    uniqueIndex('trust_signals_dedupe_idx').on(t.referenceRequestId, t.kind, t.contactId),
  ],
);

/** The recruiter-facing timeline of a request, written in the transaction of what it records. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    referenceRequestId: text('reference_request_id').notNull(),
    kind: text('kind').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    summary: text('summary').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_entries_request_idx').on(t.referenceRequestId, t.id)],
);

/**
 * Idempotency-Key records of `/v1/api` POSTs, per API key, kept 24 hours.
 * A row with no response yet is a request in flight. Found by its key (the
 * primary key); `id` names the request that wrote it (its claim, its seal)
 * and needs no index of its own: one index fewer to write per create (issue 45).
 * Written on every idempotent call, so kept small: the hash and the sealed
 * answer as bytes, no expiry stored (issue 45).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: text('id').notNull(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    apiKeyId: text('api_key_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the canonical JSON body (32 bytes). */
    requestHash: bytes('request_hash').notNull(),
    responseStatus: integer('response_status'),
    /** The answer's JSON text sealed in binary form (core/sealed.ts sealBytes), null for a claim. */
    responseBody: bytes('response_body'),
    /** When the record was (last) written; it expires IDEMPOTENCY_TTL_MS later. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pkey', columns: [t.apiKeyId, t.key] })],
);

/**
 * One row per message to a participant (an invitation, reminder or resend,
 * by e-mail or text message), written with the job that sends it, before it
 * goes out. Its id is the e-mail's Message-ID and the text message's
 * idempotency key. status: `queued` -> `sending` (the send is under way; a
 * crash here is the one window in which a copy can go out twice) -> `sent`
 * (or `sandboxed` in test), or `bounced` (e-mail) / `failed` (text) on a
 * permanent refusal or after 24 hours of temporary ones. `subject_id` is the
 * contact (referee) or the request (candidate). `recipient` is the address
 * or E.164 number it went to.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    referenceRequestId: text('reference_request_id').notNull(),
    subjectId: text('subject_id').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    kind: text('kind', { enum: ['invitation', 'reminder', 'resend'] }).notNull(),
    /** The address or phone; null once its person was erased. */
    recipient: text('recipient'),
    status: text('status', {
      enum: ['queued', 'sending', 'sent', 'sandboxed', 'failed', 'bounced'],
    })
      .notNull()
      .default('queued'),
    error: text('error'),
    /** The SMS provider's message id (or the SMTP server's queue answer), once sent. */
    providerMessageId: text('provider_message_id'),
    /** When it last changed status (sent, failed …): the `at` of the contact's list. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('deliveries_subject_idx').on(t.subjectId, t.createdAt)],
);
