import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './outbox.ts';

const env = () => text('environment', { enum: ['live', 'test'] }).notNull();

/** What a candidate may allow: reuse earlier answers in a request, or share their approved report. */
export type ConsentScope = 'reference_collection' | 'passport_share';

/** A completed answer of an earlier workflow, summarised: never the answers themselves. */
export interface PassportReference {
  referenceResponseId: string;
  referenceRequestId: string;
  roleTitle: string | null;
  relationship: string | null;
  completedAt: string;
}

/** An evidence artifact: an approved report version of an earlier request. */
export interface PassportEvidence {
  id: string;
  kind: 'report_version';
  referenceRequestId: string;
  reportId: string;
  version: number;
  approvedAt: string | null;
}

/** Where reuse already happened: an active AccessGrant and what it covers. */
export interface PassportReuse {
  accessGrantId: string;
  consentGrantId: string;
  targetReferenceRequestId: string | null;
  scopes: string[];
  createdAt: string;
}

/**
 * The candidate's Passport: what earlier workflows of this tenant and
 * environment collected about them (completed referee responses, approved
 * report versions) and the reuse already granted. It is computed, not
 * stored; a permission request freezes a copy in the ConsentGrant's metadata.
 */
export interface PassportProfile {
  candidateId: string;
  references: PassportReference[];
  evidence: PassportEvidence[];
  reuses: PassportReuse[];
}

/**
 * What the recruiter asked for, frozen at request time: the candidate approves
 * exactly these references and artifacts, not whatever exists later.
 */
export interface ConsentGrantMetadata {
  /** The Passport profile as it was when the permission was requested. */
  sourcePassportProfile: PassportProfile;
  /** Approved report versions (`rptv_…`) the candidate is asked to share. */
  evidenceArtifactIds: string[];
  /** Completed reference responses (`resp_…`) the candidate is asked to let be reused. */
  referenceResponseIds: string[];
  requestedScopes: ConsentScope[];
  targetReferenceRequestId: string | null;
}

/**
 * A candidate's permission to reuse what earlier workflows collected about
 * them (spec "Consent workflow"). status: `pending` (asked, link e-mailed) →
 * `granted` (the candidate approved through the permission link; an
 * AccessGrant exists) or `declined` (the candidate refused). Both answers are
 * final: a new request is a new ConsentGrant.
 */
export const consentGrants = pgTable(
  'consent_grants',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    candidateId: text('candidate_id').notNull(),
    /** The recruiter on whose behalf it was asked (the session's recruiter). */
    requesterRecruiterId: text('requester_recruiter_id').notNull(),
    requestedByKind: text('requested_by_kind').notNull(),
    requestedById: text('requested_by_id').notNull(),
    status: text('status', { enum: ['pending', 'granted', 'declined'] })
      .notNull()
      .default('pending'),
    scopes: jsonb('scopes').notNull().$type<ConsentScope[]>(),
    note: text('note'),
    targetReferenceRequestId: text('target_reference_request_id'),
    metadata: jsonb('metadata').notNull().$type<ConsentGrantMetadata>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('consent_grants_tenant_idx').on(t.tenantId, t.environment, t.id),
    // A candidate's consent grants, newest first.
    index('consent_grants_candidate_idx').on(t.tenantId, t.environment, t.candidateId, t.id),
  ],
);

/**
 * The access a granted ConsentGrant gives: to the requesting recruiter, on
 * the candidate's Passport, for the consent's scopes and target request.
 * status: `active` (created on approval) | `revoked` (the candidate withdrew
 * through the confirmation e-mail's link, or a recruiter revoked it). The
 * ConsentGrant stays `granted`: it is the history of what the candidate
 * decided; this row says whether the access still holds.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    consentGrantId: text('consent_grant_id').notNull(),
    candidateId: text('candidate_id').notNull(),
    requesterRecruiterId: text('requester_recruiter_id').notNull(),
    targetReferenceRequestId: text('target_reference_request_id'),
    scopes: jsonb('scopes').notNull().$type<ConsentScope[]>(),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who ended it: `candidate` (withdrawal link) or `recruiter` (DELETE route). */
    revokedByKind: text('revoked_by_kind'),
    revokedById: text('revoked_by_id'),
    ...timestamps,
  },
  (t) => [
    index('access_grants_target_idx').on(t.targetReferenceRequestId),
    index('access_grants_candidate_idx').on(t.candidateId),
    index('access_grants_consent_idx').on(t.consentGrantId),
    // Untargeted grants are found by candidate and requester when a request reads its reuse.
    index('access_grants_requester_idx').on(
      t.tenantId,
      t.environment,
      t.candidateId,
      t.requesterRecruiterId,
    ),
  ],
);
