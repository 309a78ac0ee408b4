import { z } from 'zod';
import { idString, tenantParams } from '../../core/schemas.ts';
import { COMPETENCY_NAMES } from '../participants/referee-answers.ts';

/** The report states of CONTRACT (`report.status`). */
export const REPORT_STATUSES = ['none', 'draft', 'approved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Report actions, as named in `allowedActions` of a 409 and of the report state. */
export const REPORT_ACTIONS = ['draft', 'approve', 'share', 'revoke'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

const num = z.number();
const nullableNum = z.number().nullable();

const competencyScoreSchema = z.object({
  key: z.enum(COMPETENCY_NAMES),
  label: z.string(),
  mean: nullableNum,
  stdDev: nullableNum,
  min: nullableNum,
  max: nullableNum,
  count: z.number().int(),
});

const quoteSchema = z.object({
  refereeName: z.string(),
  source: z.enum(['strengths', 'improvements', 'comments', 'would_rehire']),
  text: z.string(),
});

const scoresShape = {
  candidate: z.object({ firstName: z.string(), lastName: z.string(), name: z.string() }),
  roleTitle: z.string().nullable(),
  tenantName: z.string(),
  counts: z.object({ invited: z.number().int(), answered: z.number().int() }),
  competencies: z.array(competencyScoreSchema),
  overall: z.object({
    score: nullableNum.describe('Mean of the competency means, 1–5'),
    percent: nullableNum.describe('(score − 1) / 4 × 100'),
    competenciesRated: z.number().int(),
  }),
  wouldRehire: z.object({
    yes: z.number().int(),
    no: z.number().int(),
    unknown: z.number().int(),
    share: nullableNum,
  }),
  agreement: z
    .object({ score: num, level: z.enum(['high', 'medium', 'low']) })
    .nullable()
    .describe('1 − mean standard deviation / 2; null with fewer than two referees'),
  highlights: z.array(quoteSchema),
  concerns: z.array(quoteSchema),
};

/** The valuation as stored in a report version (recruiter view: everything). */
export const valuationSchema = z
  .object({
    ...scoresShape,
    referees: z.array(
      z.object({
        responseId: z.string(),
        contactId: z.string(),
        name: z.string(),
        relationship: z.string().nullable(),
        monthsKnown: nullableNum,
        wouldRehire: z.boolean().nullable(),
        completedAt: z.string(),
        reused: z
          .object({
            sourceReferenceRequestId: z.string(),
            consentGrantId: z.string().nullish(),
            sourceTenantName: z.string().nullish(),
          })
          .nullable(),
      }),
    ),
    trustSignals: z.array(
      z.object({
        id: z.string().nullable(),
        kind: z.string(),
        severity: z.enum(['low', 'medium', 'high']),
        status: z.enum(['open', 'confirmed', 'dismissed']),
        details: z.record(z.string(), z.unknown()),
        reviewNote: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'Valuation' });

/** `POST …/valuation/draft`: the recruiter-reviewable draft. */
export const valuationDraftSchema = z
  .object({
    id: z.string().describe('The report version id'),
    object: z.literal('valuation_draft'),
    reportId: z.string(),
    referenceRequestId: z.string(),
    version: z.number().int(),
    status: z.literal('draft'),
    valuation: valuationSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ValuationDraft' });
export type ValuationDraftView = z.infer<typeof valuationDraftSchema>;

/** `GET /v1/api/reference-requests/:requestId/valuation`: the newest version's valuation. */
export const latestValuationSchema = z
  .object({
    id: z.string().describe('The report version id'),
    object: z.literal('valuation'),
    reportId: z.string(),
    referenceRequestId: z.string(),
    version: z.number().int(),
    /** `draft` while under review, else `approved` (the version the report shows). */
    status: z.enum(['draft', 'approved']),
    valuation: valuationSchema,
    approvedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'LatestValuation' });
export type LatestValuationView = z.infer<typeof latestValuationSchema>;

export const reportVersionSchema = z.object({
  id: z.string(),
  object: z.literal('report_version'),
  version: z.number().int(),
  /** draft → approved → superseded (a newer version was approved). */
  status: z.enum(['draft', 'approved', 'superseded']),
  approvedAt: z.string().nullable(),
  approvedBy: z.object({ kind: z.string(), id: z.string() }).nullable(),
  approverRecruiterId: z.string().nullable(),
  approverName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A share link as listed in the report state (no URL: the token is shown only once). */
export const shareLinkSummarySchema = z.object({
  id: z.string(),
  object: z.literal('share_link'),
  status: z.enum(['active', 'revoked', 'expired']),
  versionId: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** The report lifecycle state (`GET …/reference-reports/:id`, approve and revoke answers). */
export const reportStateSchema = z
  .object({
    id: z.string().nullable().describe('null while status is none'),
    object: z.literal('reference_report'),
    referenceRequestId: z.string(),
    status: z.enum(REPORT_STATUSES),
    currentVersion: z.number().int(),
    approvedVersion: z.number().int().nullable(),
    approvedAt: z.string().nullable(),
    allowedActions: z.array(z.enum(REPORT_ACTIONS)),
    /** The valuation of the newest version (the draft under review, else the approved one). */
    valuation: valuationSchema.nullable(),
    versions: z.array(reportVersionSchema),
    shareLinks: z.array(shareLinkSummarySchema),
    /**
     * Earlier approved reports of the candidate shared into this request's
     * report, each allowed by a granted `passport_share` permission.
     */
    sharedEvidence: z.array(
      z.object({
        reportVersionId: z.string(),
        reportId: z.string(),
        referenceRequestId: z.string(),
        version: z.number().int(),
        consentGrantId: z.string(),
        accessGrantId: z.string(),
      }),
    ),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'ReferenceReport' });
export type ReportStateView = z.infer<typeof reportStateSchema>;

/** CONTRACT: `{ id, object: "share_link", url, expiresAt, revokedAt }`; the url carries the token. */
export const createdShareLinkSchema = z
  .object({
    id: z.string(),
    object: z.literal('share_link'),
    url: z.string(),
    expiresAt: z.string(),
    revokedAt: z.string().nullable(),
    reportId: z.string(),
    version: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'ShareLink' });
export type CreatedShareLinkView = z.infer<typeof createdShareLinkSchema>;

/** Longest a share link may live. */
export const MAX_SHARE_DAYS = 365;

/** Share body: both optional; 30 days by default. */
export const shareBody = z
  .object({
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    expiresInDays: z.number().int().min(1).max(MAX_SHARE_DAYS).optional(),
  })
  .refine((b) => !(b.expiresAt && b.expiresInDays), {
    message: 'give expiresAt or expiresInDays, not both',
    path: ['expiresAt'],
  })
  .nullish();
export type ShareInput = z.infer<typeof shareBody>;

/** The public view: the approved version, nothing internal (no ids, notes, e-mails). */
export const publicReportSchema = z
  .object({
    object: z.literal('shared_report'),
    ...scoresShape,
    version: z.number().int(),
    approvedAt: z.string(),
    approverName: z.string().nullable(),
    expiresAt: z.string(),
    referees: z.array(
      z.object({
        name: z.string(),
        relationship: z.string().nullable(),
        monthsKnown: nullableNum,
        wouldRehire: z.boolean().nullable(),
        completedAt: z.string(),
        reused: z.boolean(),
      }),
    ),
    /** Only when the tenant shares trust signals (tenants.flags.shareTrustSignals); else null. */
    trustSignals: z
      .array(
        z.object({
          kind: z.string(),
          severity: z.enum(['low', 'medium', 'high']),
          status: z.enum(['open', 'confirmed', 'dismissed']),
        }),
      )
      .nullable(),
  })
  .meta({ id: 'SharedReport' });
export type PublicReportView = z.infer<typeof publicReportSchema>;

export const apiRequestParams = z.object({ requestId: idString });
export const tenantReportParams = tenantParams.extend({ referenceRequestId: idString });
export const tokenParams = z.object({ token: z.string().min(1).max(200) });
