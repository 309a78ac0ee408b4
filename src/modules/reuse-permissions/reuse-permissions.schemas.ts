import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import { environmentQuery, idString, tenantParams } from '../../core/schemas.ts';

/** `reference_collection`: reuse earlier referee answers in the target request; `passport_share`: share the approved report. */
export const CONSENT_SCOPES = ['reference_collection', 'passport_share'] as const;

/** The spec's reference-reuse permission request body. */
export const permissionRequestBody = z.object({
  candidateId: idString,
  targetReferenceRequestId: idString.optional(),
  scopes: z
    .array(z.enum(CONSENT_SCOPES))
    .min(1)
    .max(CONSENT_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'must not repeat a scope'),
  note: z.string().trim().max(2000).optional(),
});
export type PermissionRequestInput = z.infer<typeof permissionRequestBody>;

/** CONTRACT "Consent workflow": exactly these four fields. */
export const permissionRequestResponse = z
  .object({
    consentGrantId: z.string(),
    status: z.literal('pending'),
    permissionUrl: z.string(),
    deliveryJobId: z.string(),
  })
  .meta({ id: 'PassportReferencePermission' });
export type PermissionRequestView = z.infer<typeof permissionRequestResponse>;

export const consentGrantSchema = z
  .object({
    id: z.string(),
    object: z.literal('consent_grant'),
    candidateId: z.string(),
    requesterRecruiterId: z.string(),
    /** `pending` → `granted` | `declined` (final). */
    status: z.enum(['pending', 'granted', 'declined']),
    scopes: z.array(z.enum(CONSENT_SCOPES)),
    note: z.string().nullable(),
    targetReferenceRequestId: z.string().nullable(),
    referenceResponseIds: z.array(z.string()),
    evidenceArtifactIds: z.array(z.string()),
    /** The AccessGrant once granted (kept after it is revoked). */
    accessGrantId: z.string().nullable(),
    /**
     * `active` until the candidate withdraws or a recruiter revokes, then
     * `revoked`; null before a grant. `status` stays `granted` either way.
     */
    accessGrantStatus: z.enum(['active', 'revoked']).nullable(),
    revokedAt: z.string().nullable(),
    /** Who ended the AccessGrant: the candidate (withdrawal link) or a recruiter (DELETE). */
    revokedBy: z.object({ kind: z.enum(['candidate', 'recruiter']), id: z.string() }).nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ConsentGrant' });
export type ConsentGrantView = z.infer<typeof consentGrantSchema>;

export const consentGrantParams = tenantParams.extend({ consentGrantId: idString });

export const candidateConsentParams = tenantParams.extend({ candidateId: idString });
export const listConsentGrantsQuery = paginationQuery.extend({
  environment: environmentQuery.shape.environment,
});

export const permissionTokenParams = z.object({ token: z.string().min(1).max(200) });

/** Who asks, for what, which references and evidence: summaries only, never the answers. */
const grantSummaryShape = {
  requester: z.object({ tenantName: z.string(), recruiterName: z.string() }),
  candidate: z.object({ firstName: z.string() }),
  scopes: z.array(z.enum(CONSENT_SCOPES)),
  note: z.string().nullable(),
  targetRoleTitle: z.string().nullable(),
  references: z.array(
    z.object({
      relationship: z.string().nullable(),
      roleTitle: z.string().nullable(),
      completedAt: z.string(),
    }),
  ),
  evidence: z.array(
    z.object({ kind: z.literal('report_version'), approvedAt: z.string().nullable() }),
  ),
};
export type GrantSummary = z.infer<z.ZodObject<typeof grantSummaryShape>>;

/** What the candidate sees on the permission link. */
export const permissionViewSchema = z
  .object({
    object: z.literal('permission_request'),
    consentGrantId: z.string(),
    status: z.enum(['pending', 'granted', 'declined']),
    ...grantSummaryShape,
    expiresAt: z.string(),
  })
  .meta({ id: 'PermissionRequestView' });
export type PermissionView = z.infer<typeof permissionViewSchema>;

/** What the candidate sees on the withdrawal link (`/withdraw/<token>`): the grant they gave and whether it holds. */
export const withdrawalViewSchema = z
  .object({
    object: z.literal('reuse_permission_withdrawal'),
    consentGrantId: z.string(),
    accessGrantStatus: z.enum(['active', 'revoked']),
    ...grantSummaryShape,
    grantedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ReusePermissionWithdrawalView' });
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;
