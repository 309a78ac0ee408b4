/**
 * The event catalogue: every audit action and every timeline (activity)
 * kind the service records, with what it means. Like the error-code table,
 * one list: `recordAudit` and `recordActivity` take only these names, so a
 * new event is added here first and a renamed one fails the type check
 * wherever it is recorded or read (the milestones read timeline kinds).
 * Audit events are readable through `GET /v1/tenants/:tenantId/audit-events`.
 */

/** A reference request's lifecycle moves (requests/workflow.ts), as recorded. */
const REQUEST_MOVES = {
  request_candidate_consent: 'the recruiter asked the candidate for consent',
  grant_candidate_consent: 'the recruiter recorded the candidate’s consent',
  queue_outreach: 'referee invitations were queued',
  request_recruiter_review: 'the request was handed to the recruiter for review',
  intake_completed: 'the candidate completed intake (and so consented)',
  intake_abandoned: 'the candidate abandoned intake',
  referee_opened: 'a first referee opened their link',
  referees_answered: 'every invited referee answered (completed or declined): review is due',
  completed: 'the report was approved: the reference check is completed',
  reopened: 'a new report draft after approval reopened the request for review',
} as const;
type RequestMove = keyof typeof REQUEST_MOVES;

const moveEvents = <P extends string>(prefix: P) =>
  Object.fromEntries(
    Object.entries(REQUEST_MOVES).map(([move, meaning]) => [`${prefix}.${move}`, meaning]),
  ) as Record<`${P}.${RequestMove}`, string>;

export const AUDIT_ACTIONS = {
  'tenant.created': 'the identity provider created the tenant',
  'tenant.updated': 'the identity provider updated the tenant',
  'tenant.deleted': 'the identity provider deleted the tenant',
  'tenant.flag_set': 'a recruiter set a tenant feature flag',
  'data_subject.exported': 'an admin exported everything held about a person',
  'data_subject.erased': 'an admin erased a person everywhere in the tenant',
  'reference_request.retention_erased':
    'retention erased a request ended longer ago than the tenant’s retentionDays (its referees, and its candidate if no other request has them)',
  'tenant.onboarding_updated': 'a recruiter updated the onboarding status',
  'recruiter.created': 'the identity provider created the recruiter',
  'recruiter.updated': 'the identity provider updated the recruiter',
  'recruiter.deleted': 'the identity provider deleted the recruiter',
  'recruiter.preferences_updated': 'a recruiter changed their preferences',
  'membership.created': 'a recruiter joined the tenant',
  'membership.updated': "a recruiter's role changed",
  'membership.deleted': 'a recruiter left the tenant',
  'api_key.created': 'an API key was issued',
  'api_key.revoked': 'an API key was revoked',
  'cli_pairing.approved': 'a recruiter approved a command-line login (a key was issued to it)',
  'cli_pairing.denied': 'a recruiter denied a command-line login',
  'candidate.created': 'a candidate was created',
  'candidate.updated': 'a candidate profile was updated',
  'candidate.deleted': 'a candidate was soft-deleted',
  'reference_request.created': 'a reference request was created',
  ...moveEvents('reference_request'),
  'reference_request.cancelled':
    'the request was cancelled (by a recruiter, or because its candidate was deleted)',
  'reference_contact.added': 'a recruiter added a referee to a request',
  'reference_contact.removed': 'a recruiter removed a referee not yet invited',
  'reference_contact.updated': 'a recruiter corrected a referee’s contact details',
  'reference_contact.resent': 'a recruiter sent a referee a fresh link',
  'reference_contact.delivery_failed':
    'a message to a participant bounced (e-mail) or failed (text message) for good',
  'reference_request.candidate_resent': 'a recruiter sent the candidate a fresh link',
  'reference_request.metadata_updated':
    'the metadata of a request changed (`keys` in its metadata: the keys set or removed)',
  'integration.greenhouse.response_error':
    'Greenhouse reported that an answer of its Assessment Partner routes did not validate',
  'tenant.settings_updated': 'a recruiter changed the tenant settings',
  'intake.completed': 'the candidate named their referees',
  'intake.abandoned': 'the candidate left the intake',
  'intake.declined': 'the candidate declined consent on the consent link',
  'referee.opened': 'a referee opened their link for the first time',
  'reference_response.completed': 'a referee gave their reference',
  'reference_response.declined': 'a referee declined to give a reference',
  'trust_signal.raised': 'a trust signal was raised on a request',
  'trust_signal.reviewed': 'a recruiter reviewed a trust signal',
  'report.drafted': 'a valuation draft was made',
  'report.approved': 'a report version was approved',
  'report.shared': 'a share link was created',
  'report.share_revoked': 'every active share link of a report was revoked',
  'ops_message.created': 'an ops message was posted',
  'questionnaire.created': 'a questionnaire was created (or copied: `copiedFrom` in its metadata)',
  'questionnaire.updated':
    'a questionnaire was renamed or its questions changed (a new version: `version` in its metadata)',
  'questionnaire.archived':
    'a questionnaire was archived (it can no longer be chosen for a request)',
  'questionnaire.default_set': "a recruiter made a questionnaire the tenant's default",
  'passport.reference_reuse_permission.requested':
    'a recruiter asked the candidate for reuse permission',
  'passport.reference_reuse_permission.granted': 'the candidate granted reuse permission',
  'passport.reference_reuse_permission.declined': 'the candidate declined reuse permission',
  'passport.reference_reuse_permission.revoked':
    'the candidate withdrew, or a recruiter revoked, a granted reuse permission',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The lines of a reference request's timeline (`GET …/reference-requests/:id/activity`). */
export const TIMELINE_KINDS = {
  'request.created': 'the request was created',
  ...moveEvents('lifecycle'),
  'lifecycle.cancelled': 'the request was cancelled',
  'contacts.added': 'referees were added',
  'contacts.removed': 'a referee was removed',
  'outreach.intake_invited': 'the intake invitation was e-mailed',
  'outreach.consent_requested': 'the consent request was e-mailed',
  'outreach.referee_invited': 'a referee invitation was e-mailed',
  'outreach.reminder_sent': 'a reminder was e-mailed',
  'outreach.resent': 'a fresh link was sent again on request',
  'outreach.delivery_failed': 'a message bounced or failed for good',
  'contacts.updated': 'a referee’s contact details were corrected',
  'intake.referees_named': 'the candidate named their referees',
  'intake.abandoned': 'the candidate left the intake',
  'intake.declined': 'the candidate declined consent',
  'referee.opened': 'a referee opened their link',
  'referee.completed': 'a referee gave their reference',
  'referee.declined': 'a referee declined',
  'trust_signal.raised': 'a trust signal was raised',
  'trust_signal.reviewed': 'a trust signal was reviewed',
  'report.drafted': 'a valuation draft was made',
  'report.approved': 'a report version was approved',
  'report.shared': 'a share link was created',
  'report.share_revoked': 'the share links were revoked',
  'passport.reference_reuse_permission.requested': 'reuse permission was asked of the candidate',
  'passport.reference_reuse_permission.granted': 'the candidate granted reuse permission',
  'passport.reference_reuse_permission.declined': 'the candidate declined reuse permission',
  'passport.reference_reuse_permission.revoked': 'the reuse permission was withdrawn',
} as const satisfies Record<string, string>;

export type TimelineKind = keyof typeof TIMELINE_KINDS;
