import { z } from 'zod';
import { withFieldRules } from '../../core/schema-rules.ts';
import { idString, tenantParams, timestamp } from '../../core/schemas.ts';
import { COMPETENCY_NAMES } from '../participants/referee-answers.ts';
import {
  PURPOSES,
  QUESTION_KINDS,
  type QuestionKind,
  questionKinds,
} from '../questionnaires/kinds/index.ts';

/** The report states of CONTRACT (`report.status`). */
export const REPORT_STATUSES = ['none', 'draft', 'approved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** Report actions, as named in `allowedActions` of a 409 and of the report state. */
export const REPORT_ACTIONS = ['draft', 'approve', 'share', 'revoke'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

const num = z.number();
const nullableNum = z.number().nullable();

const competencyScoreSchema = z
  .object({
    key: z.enum(COMPETENCY_NAMES).describe('The competency'),
    label: z.string().describe('Its display name'),
    mean: nullableNum.describe('Mean rating, 1–5; null when no referee rated it'),
    stdDev: nullableNum.describe('Population standard deviation of the ratings'),
    min: nullableNum.describe('Lowest rating'),
    max: nullableNum.describe('Highest rating'),
    count: z.number().int().describe('How many referees rated it'),
  })
  .meta({ id: 'CompetencyScore' });

const quoteSchema = z
  .object({
    refereeName: z.string().describe('The referee quoted'),
    source: z
      .enum(['strengths', 'improvements', 'comments', 'would_rehire'])
      .describe('The answer the quote comes from'),
    text: z.string().describe('The answer, whole'),
  })
  .meta({ id: 'ValuationQuote' });

const questionBase = {
  key: z.string().describe('The question key, as answers are filed'),
  prompt: z.string().describe('What the referees were asked'),
  required: z.boolean().describe('Whether an answer was required'),
  purpose: z
    .enum(PURPOSES)
    .optional()
    .describe('What the report reads it as (CONTRACT "Purposes"), when it has a purpose'),
  summarisedIn: z
    .enum(['highlights', 'concerns', 'referees'])
    .nullable()
    .describe(
      'Where the report also shows it: `highlights` and `concerns` (strengths, comments, areas to develop), `referees` (relationship, months known, would rehire); null: in its own place only',
    ),
  count: z.number().int().describe('How many referees gave an answer of its kind'),
};

/** One result per question, in its kind's form (each kind's module says which). */
const resultOf = <K extends keyof typeof questionKinds>(kind: K) =>
  z.object({ ...questionBase, ...questionKinds[kind].result }).meta({
    id: questionKinds[kind].resultId,
  });
// Every registered kind's result: a new kind needs no line here.
const RESULTS = Object.fromEntries(QUESTION_KINDS.map((kind) => [kind, resultOf(kind)])) as {
  [K in QuestionKind]: ReturnType<typeof resultOf<K>>;
};
type AnyResult = (typeof RESULTS)[QuestionKind];
export const questionResultSchema = z
  .discriminatedUnion('kind', Object.values(RESULTS) as [AnyResult, ...AnyResult[]])
  .meta({ id: 'QuestionResult' });

const scoresShape = {
  questionnaire: z
    .object({
      id: z.string().describe('The questionnaire id (`qst_…`, `qst_builtin` for the built-in)'),
      version: z.number().int().describe('The version the request pinned'),
      name: z.string().describe('Its name when the request was created'),
    })
    .meta({ id: 'ValuationQuestionnaire' })
    .describe('The questionnaire version the valuation follows'),
  questions: z
    .array(questionResultSchema)
    .describe(
      "One result per question of the pinned version, in its order, in its kind's form: a rating's mean, spread and count; a text question's answers with their referee; yes/no counts; a choice's distribution; a number's answers and mean. Figures are unrounded: displays round to one decimal, half up",
    ),
  candidate: z
    .object({
      firstName: z.string().describe("The candidate's first name"),
      lastName: z.string().describe("The candidate's last name"),
      name: z.string().describe('First and last name'),
    })
    .meta({ id: 'ValuationCandidate' })
    .describe('The candidate checked'),
  roleTitle: z.string().nullable().describe('The role the candidate is hired for'),
  tenantName: z.string().describe('The organization that ran the check'),
  counts: z
    .object({
      invited: z.number().int().describe('Referees invited (or whose answers were reused)'),
      answered: z.number().int().describe('Referees who completed their reference'),
    })
    .meta({ id: 'RefereeCounts' })
    .describe('How many referees were asked and answered'),
  competencies: z
    .array(competencyScoreSchema)
    .describe(
      "Score of each of the built-in questionnaire's competencies it asked, 1–5 (every rating question is in `questions`)",
    ),
  overall: z
    .object({
      score: nullableNum.describe("Mean of the rating questions' means, 1–5, unrounded"),
      percent: nullableNum.describe('(score − 1) / 4 × 100, unrounded'),
      competenciesRated: z.number().int().describe('Rating questions with at least one rating'),
    })
    .meta({ id: 'OverallScore' })
    .describe('The overall score'),
  wouldRehire: z
    .object({
      yes: z.number().int().describe('Referees who would rehire'),
      no: z.number().int().describe('Referees who would not'),
      unknown: z.number().int().describe('Referees who did not say'),
      share: nullableNum.describe('yes / (yes + no), 0–1; null when nobody said'),
    })
    .meta({ id: 'RehireTally' })
    .describe('Would the referees work with the candidate again'),
  agreement: z
    .object({
      score: num.describe('0–1; 1 when every referee gave the same ratings'),
      level: z.enum(['high', 'medium', 'low']).describe('high ≥ 0.8, medium ≥ 0.6, else low'),
    })
    .meta({ id: 'RefereeAgreement' })
    .nullable()
    .describe('1 − mean standard deviation / 2; null with fewer than two referees'),
  highlights: z.array(quoteSchema).describe('Quotes of strengths and praise'),
  concerns: z.array(quoteSchema).describe('Quotes of areas to improve'),
};

const EXAMPLE_VALUATION = {
  questionnaire: { id: 'qst_builtin', version: 1, name: 'Standard reference check' },
  questions: [
    {
      key: 'communication',
      kind: 'rating',
      prompt: 'How would you rate their communication, from 1 (poor) to 5 (outstanding)?',
      required: false,
      summarisedIn: null,
      count: 2,
      label: 'Communication',
      mean: 4.5,
      stdDev: 0.5,
      min: 4,
      max: 5,
    },
    {
      key: 'wouldRehire',
      kind: 'yes_no',
      prompt: 'Would you hire or work with them again?',
      required: false,
      summarisedIn: 'referees',
      count: 2,
      yes: 2,
      no: 0,
    },
  ],
  candidate: { firstName: 'Amara', lastName: 'Okafor', name: 'Amara Okafor' },
  roleTitle: 'Senior Backend Engineer',
  tenantName: 'Northwind Talent',
  counts: { invited: 2, answered: 2 },
  competencies: [
    {
      key: 'communication',
      label: 'Communication',
      mean: 4.5,
      stdDev: 0.5,
      min: 4,
      max: 5,
      count: 2,
    },
    {
      key: 'technical_skill',
      label: 'Technical skill',
      mean: 5,
      stdDev: 0,
      min: 5,
      max: 5,
      count: 2,
    },
    { key: 'teamwork', label: 'Teamwork', mean: 4.5, stdDev: 0.5, min: 4, max: 5, count: 2 },
    { key: 'reliability', label: 'Reliability', mean: 4.5, stdDev: 0.5, min: 4, max: 5, count: 2 },
    {
      key: 'problem_solving',
      label: 'Problem solving',
      mean: 4.5,
      stdDev: 0.5,
      min: 4,
      max: 5,
      count: 2,
    },
    { key: 'leadership', label: 'Leadership', mean: 4, stdDev: 0, min: 4, max: 4, count: 1 },
  ],
  overall: { score: 4.5, percent: 87.5, competenciesRated: 6 },
  wouldRehire: { yes: 2, no: 0, unknown: 0, share: 1 },
  agreement: { score: 0.8, level: 'high' },
  highlights: [
    {
      refereeName: 'Daniel Meyer',
      source: 'strengths',
      text: 'Designed our payments ledger and mentored two junior engineers.',
    },
    {
      refereeName: 'Priya Raman',
      source: 'strengths',
      text: 'Calm under pressure; explains trade-offs clearly.',
    },
  ],
  concerns: [
    {
      refereeName: 'Daniel Meyer',
      source: 'improvements',
      text: 'Could delegate more during crunch weeks.',
    },
  ],
  referees: [
    {
      responseId: 'resp_01kjpxxt285yt8d97wnfnk6wgq',
      contactId: 'ct_01kjpxcsjaayrv6tstc2w0kp6z',
      name: 'Daniel Meyer',
      relationship: 'Former manager',
      monthsKnown: 30,
      wouldRehire: true,
      completedAt: '2026-03-04T16:22:08.117Z',
      reused: null,
    },
    {
      responseId: 'resp_01kjpxza2p8w80hf6v0yp31g9d',
      contactId: 'ct_01kjpxeap6r4x1csvv6h30x80f',
      name: 'Priya Raman',
      relationship: 'Peer',
      monthsKnown: 18,
      wouldRehire: true,
      completedAt: '2026-03-05T08:41:55.604Z',
      reused: null,
    },
  ],
  trustSignals: [],
} as const;
const DRAFTED_AT = '2026-03-05T09:12:40.221Z';
const APPROVED_AT = '2026-03-05T09:30:02.918Z';
const EXAMPLE_IDS = {
  request: 'rr_01kjpxc4vkreq5f4a75bmfnew5',
  report: 'rpt_01kjpxkvqayg2yrcf6a2ap0e2f',
  version: 'rptv_01kjpxnccx43n33h5p24m26twh',
  shareLink: 'shr_01kjpxnm53hmyyjrq90jy0jr9s',
  recruiter: 'user_01kjpx9m2c8v4t6rbn3q7wzy5d',
} as const;

/** The valuation as stored in a report version (recruiter view: everything). */
export const valuationSchema = z
  .object({
    ...scoresShape,
    referees: z
      .array(
        z
          .object({
            responseId: z.string().describe('The referee response id (`resp_…`)'),
            contactId: z.string().describe('The contact id (`ct_…`)'),
            name: z.string().describe("The referee's name"),
            relationship: z.string().nullable().describe('How the referee knows the candidate'),
            monthsKnown: nullableNum.describe('How long they worked together, in months'),
            wouldRehire: z.boolean().nullable().describe('Would rehire; null when not said'),
            completedAt: timestamp.describe('When the referee finished'),
            reused: z
              .object({
                sourceReferenceRequestId: z
                  .string()
                  .describe('The earlier reference request the answers come from'),
                consentGrantId: z
                  .string()
                  .nullish()
                  .describe("The candidate's permission that allowed the reuse"),
                sourceTenantName: z
                  .string()
                  .nullish()
                  .describe('The organization that collected the answers'),
              })
              .meta({ id: 'ReusedAnswers' })
              .nullable()
              .describe('Where reused answers came from; null for answers given to this request'),
          })
          .meta({ id: 'ValuationReferee' }),
      )
      .describe('The referees who answered, in order of completion'),
    trustSignals: z
      .array(
        z
          .object({
            id: z.string().nullable().describe('The trust signal id (`sig_…`)'),
            kind: z.string().describe('What was detected, e.g. `shared_ip_address`'),
            severity: z.enum(['low', 'medium', 'high']).describe('How much it matters'),
            status: z
              .enum(['open', 'confirmed', 'dismissed'])
              .describe('`open` until a recruiter confirms or dismisses it'),
            details: z.record(z.string(), z.unknown()).describe('What the detection found'),
            reviewNote: z.string().nullable().describe("The reviewer's note"),
          })
          .meta({ id: 'ValuationTrustSignal' }),
      )
      .describe('Integrity checks of the answers, for the recruiter'),
  })
  .meta({ id: 'Valuation', examples: [EXAMPLE_VALUATION] });

/** `POST …/valuation/draft`: the recruiter-reviewable draft. */
export const valuationDraftSchema = z
  .object({
    id: z.string().describe('The report version id (`rptv_…`)'),
    object: z.literal('valuation_draft').describe('Always `valuation_draft`'),
    reportId: z.string().describe('The report id (`rpt_…`)'),
    referenceRequestId: z.string().describe('The reference request id (`rr_…`)'),
    version: z.number().int().describe('The version number, from 1'),
    status: z.literal('draft').describe('Always `draft`: approve it to publish it'),
    valuation: valuationSchema.describe('The computed valuation'),
    createdAt: timestamp.describe('When the draft was computed'),
    updatedAt: timestamp.describe('When the draft last changed'),
  })
  .meta({
    id: 'ValuationDraft',
    examples: [
      {
        id: EXAMPLE_IDS.version,
        object: 'valuation_draft',
        reportId: EXAMPLE_IDS.report,
        referenceRequestId: EXAMPLE_IDS.request,
        version: 1,
        status: 'draft',
        valuation: EXAMPLE_VALUATION,
        createdAt: DRAFTED_AT,
        updatedAt: DRAFTED_AT,
      },
    ],
  });
export type ValuationDraftView = z.infer<typeof valuationDraftSchema>;

/** `GET /v1/api/reference-requests/:requestId/valuation`: the newest version's valuation. */
export const latestValuationSchema = z
  .object({
    id: z.string().describe('The report version id (`rptv_…`)'),
    object: z.literal('valuation').describe('Always `valuation`'),
    reportId: z.string().describe('The report id (`rpt_…`)'),
    referenceRequestId: z.string().describe('The reference request id (`rr_…`)'),
    version: z.number().int().describe('The version number, from 1'),
    status: z
      .enum(['draft', 'approved'])
      .describe('`draft` while under review, else `approved` (the version the report shows)'),
    valuation: valuationSchema.describe('The computed valuation'),
    approvedAt: timestamp.nullable().describe('When the version was approved; null for a draft'),
    createdAt: timestamp.describe('When the version was computed'),
    updatedAt: timestamp.describe('When the version last changed'),
  })
  .meta({
    id: 'LatestValuation',
    examples: [
      {
        id: EXAMPLE_IDS.version,
        object: 'valuation',
        reportId: EXAMPLE_IDS.report,
        referenceRequestId: EXAMPLE_IDS.request,
        version: 1,
        status: 'approved',
        valuation: EXAMPLE_VALUATION,
        approvedAt: APPROVED_AT,
        createdAt: DRAFTED_AT,
        updatedAt: APPROVED_AT,
      },
    ],
  });
export type LatestValuationView = z.infer<typeof latestValuationSchema>;

export const reportVersionSchema = z
  .object({
    id: z.string().describe('The report version id (`rptv_…`)'),
    object: z.literal('report_version').describe('Always `report_version`'),
    version: z.number().int().describe('The version number, from 1'),
    status: z
      .enum(['draft', 'approved', 'superseded'])
      .describe('draft → approved → superseded (a newer version was approved)'),
    approvedAt: timestamp.nullable().describe('When it was approved'),
    approvedBy: z
      .object({
        kind: z.string().describe('`recruiter` or `api_key`'),
        id: z.string().describe('The recruiter or key id'),
      })
      .meta({ id: 'ReportApprover' })
      .nullable()
      .describe('Who approved it'),
    approverRecruiterId: z
      .string()
      .nullable()
      .describe('The recruiter who approved it, or who owns the approving key'),
    approverName: z.string().nullable().describe("That recruiter's name"),
    createdAt: timestamp.describe('When the version was computed'),
    updatedAt: timestamp.describe('When the version last changed'),
  })
  .meta({ id: 'ReportVersion' });

/** A share link as listed in the report state (no URL: the token is shown only once). */
export const shareLinkSummarySchema = z
  .object({
    id: z.string().describe('The share link id (`shr_…`)'),
    object: z.literal('share_link').describe('Always `share_link`'),
    status: z.enum(['active', 'revoked', 'expired']).describe('Whether the link still opens'),
    versionId: z.string().describe('The report version it shows (`rptv_…`)'),
    expiresAt: timestamp.describe('When the link stops working'),
    revokedAt: timestamp.nullable().describe('When the link was revoked'),
    viewCount: z.number().int().describe('How many times it was opened'),
    lastViewedAt: timestamp.nullable().describe('When it was last opened'),
    createdAt: timestamp.describe('When it was created'),
  })
  .meta({ id: 'ShareLinkSummary' });

/** The report lifecycle state (`GET …/reference-reports/:id`, approve and revoke answers). */
/**
 * What makes an approval a weak decision (issue 31): referees who have not
 * answered (approval completes the request, so their links close), and open
 * trust signals of medium or high severity. The API only reports these: an
 * approval without confirmation stays allowed, clients ask the recruiter first.
 */
export const approvalChecksSchema = z
  .object({
    weak: z
      .boolean()
      .describe('True when anything below is listed: ask the approver to confirm first'),
    unansweredReferees: z
      .array(
        z
          .object({
            contactId: z.string().describe('The referee (`rc_…`)'),
            name: z.string().describe('Their name as the report prints it'),
            status: z
              .enum(['pending', 'invited', 'opened'])
              .describe('Where they are: not invited yet, invited, or opened their link'),
          })
          .meta({ id: 'ApprovalCheckReferee' }),
      )
      .describe('Referees who neither completed nor declined; their links close on approval'),
    openTrustSignals: z
      .array(
        z
          .object({
            id: z.string().describe('The trust signal (`ts_…`)'),
            kind: z.string().describe('What kind of signal'),
            severity: z.enum(['medium', 'high']).describe('How much it weighs'),
            contactId: z.string().nullable().describe('The referee it concerns, if one'),
            refereeName: z.string().nullable().describe("That referee's name"),
          })
          .meta({ id: 'ApprovalCheckTrustSignal' }),
      )
      .describe('Open trust signals of medium or high severity, not yet confirmed or dismissed'),
  })
  .meta({ id: 'ApprovalChecks' });
export type ApprovalChecks = z.infer<typeof approvalChecksSchema>;

export const reportStateSchema = z
  .object({
    id: z.string().nullable().describe('The report id (`rpt_…`); null while status is none'),
    object: z.literal('reference_report').describe('Always `reference_report`'),
    referenceRequestId: z.string().describe('The reference request id (`rr_…`)'),
    status: z
      .enum(REPORT_STATUSES)
      .describe('`none` (no draft yet), `draft` (under review) or `approved`'),
    currentVersion: z.number().int().describe('The newest version number; 0 while none'),
    approvedVersion: z.number().int().nullable().describe('The approved version number, if any'),
    approvedAt: timestamp.nullable().describe('When that version was approved'),
    allowedActions: z
      .array(z.enum(REPORT_ACTIONS))
      .describe('The report actions allowed in the current state'),
    valuation: valuationSchema
      .nullable()
      .describe(
        'The valuation of the newest version (the draft under review, else the approved one)',
      ),
    versions: z.array(reportVersionSchema).describe('Every version, newest first'),
    shareLinks: z
      .array(shareLinkSummarySchema)
      .describe('Share links of the report (without their URL, shown only at creation)'),
    sharedEvidence: z
      .array(
        z
          .object({
            reportVersionId: z.string().describe('The shared report version (`rptv_…`)'),
            reportId: z.string().describe('Its report (`rpt_…`)'),
            referenceRequestId: z.string().describe('Its reference request (`rr_…`)'),
            version: z.number().int().describe('Its version number'),
            consentGrantId: z.string().describe("The candidate's permission (`cg_…`)"),
            accessGrantId: z.string().describe('The access it granted (`ag_…`)'),
          })
          .meta({ id: 'SharedEvidence' }),
      )
      .describe(
        "Earlier approved reports of the candidate shared into this request's report, each " +
          'allowed by a granted `passport_share` permission',
      ),
    approvalChecks: approvalChecksSchema.describe(
      'What an approver should see before approving (weak decision): unanswered referees and ' +
        'open medium or high trust signals. Approval does not require them to be empty.',
    ),
    createdAt: timestamp.nullable().describe('When the report was created; null while none'),
    updatedAt: timestamp.nullable().describe('When the report last changed; null while none'),
  })
  .meta({
    id: 'ReferenceReport',
    examples: [
      {
        id: EXAMPLE_IDS.report,
        object: 'reference_report',
        referenceRequestId: EXAMPLE_IDS.request,
        status: 'approved',
        currentVersion: 1,
        approvedVersion: 1,
        approvedAt: APPROVED_AT,
        allowedActions: ['draft', 'share', 'revoke'],
        valuation: EXAMPLE_VALUATION,
        versions: [
          {
            id: EXAMPLE_IDS.version,
            object: 'report_version',
            version: 1,
            status: 'approved',
            approvedAt: APPROVED_AT,
            approvedBy: { kind: 'api_key', id: 'key_01kjpxsdjwfg58eb0spmwqqtc1' },
            approverRecruiterId: EXAMPLE_IDS.recruiter,
            approverName: 'Jordan Lee',
            createdAt: DRAFTED_AT,
            updatedAt: APPROVED_AT,
          },
        ],
        shareLinks: [],
        sharedEvidence: [],
        approvalChecks: { weak: false, unansweredReferees: [], openTrustSignals: [] },
        createdAt: DRAFTED_AT,
        updatedAt: APPROVED_AT,
      },
    ],
  });
export type ReportStateView = z.infer<typeof reportStateSchema>;

/** CONTRACT: `{ id, object: "share_link", url, expiresAt, revokedAt }`; the url carries the token. */
export const createdShareLinkSchema = z
  .object({
    id: z.string().describe('The share link id (`shr_…`)'),
    object: z.literal('share_link').describe('Always `share_link`'),
    url: z
      .string()
      .describe('The read-only report page (`PUBLIC_BASE_URL/reports/<token>`), shown only here'),
    expiresAt: timestamp.describe('When the link stops working'),
    revokedAt: timestamp.nullable().describe('When the link was revoked; null for a new link'),
    reportId: z.string().describe('The report id (`rpt_…`)'),
    version: z.number().int().describe('The approved version the link shows'),
    createdAt: timestamp.describe('When the link was created'),
  })
  .meta({
    id: 'ShareLink',
    examples: [
      {
        id: EXAMPLE_IDS.shareLink,
        object: 'share_link',
        url: 'https://refcheck.example.com/reports/Hq3vN8dR2mKx7YtB5wLc9PzF4gJs6aUe0iTo1kVnXyZ',
        expiresAt: '2026-04-04T09:41:17.356Z',
        revokedAt: null,
        reportId: EXAMPLE_IDS.report,
        version: 1,
        createdAt: '2026-03-05T09:41:17.356Z',
      },
    ],
  });
export type CreatedShareLinkView = z.infer<typeof createdShareLinkSchema>;

/** Longest a share link may live. */
export const MAX_SHARE_DAYS = 365;

/** Share body: both optional, not both; 30 days by default. */
export const shareBody = withFieldRules(
  z.object({
    expiresAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe(
        `When the link stops working (ISO 8601): in the future, at most ${MAX_SHARE_DAYS} days ahead; not with \`expiresInDays\``,
      ),
    expiresInDays: z
      .number()
      .int()
      .min(1)
      .max(MAX_SHARE_DAYS)
      .optional()
      .describe('Days the link works, 1–365; 30 when neither field is given'),
  }),
  { exclusive: [['expiresInDays', 'expiresAt']] },
)
  .meta({ id: 'CreateShareLink', examples: [{ expiresInDays: 14 }] })
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

/** The console's preview: the public view, and whether it is a draft (then no approval to name). */
export const reportPreviewSchema = publicReportSchema
  .extend({
    draft: z
      .boolean()
      .describe('True while the previewed version is a draft: it carries no approval yet'),
    approvedAt: z.string().nullable().describe('When it was approved; null for a draft'),
    approverName: z.string().nullable().describe('Who approved it; null for a draft'),
  })
  .meta({ id: 'ReportPreview' });
export type ReportPreviewView = z.infer<typeof reportPreviewSchema>;

export const apiRequestParams = z.object({
  requestId: idString.describe('The reference request id (`rr_…`)'),
});
export const tenantReportParams = tenantParams.extend({ referenceRequestId: idString });
export const tokenParams = z.object({ token: z.string().min(1).max(200) });
