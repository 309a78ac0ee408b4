import { z } from 'zod';
import { environmentQuery, tenantParams, timestamp } from '../../core/schemas.ts';
import { REQUEST_STATES } from '../requests/workflow.ts';

/**
 * The bodies of Greenhouse's Assessment Partner API
 * (developers.greenhouse.io/assessment.html), with its field names. Greenhouse
 * "reserves the right to add more properties" and sends `null` for a property
 * without a value, so these objects take unknown keys and nulls.
 */

/** An id Greenhouse echoes back: documented as a string, sent as a number in some examples. */
const partnerId = z.union([z.string().trim().min(1).max(100), z.number().int()]).transform(String);
/** A URL kept in the request's metadata (Stripe's 500-character values). */
const keptUrl = z.string().trim().max(500);
const nameField = z.string().trim().min(1).max(200);

/** `GET list_tests`: the tests (questionnaires) an organization can send. */
export const listTestsResponse = z.array(
  z.object({
    partner_test_id: z.string().describe("The questionnaire's id (`qst_…`)"),
    partner_test_name: z.string().describe("The questionnaire's name"),
  }),
);
export type ListTestsView = z.infer<typeof listTestsResponse>;

/** `POST send_test`: Greenhouse's body. */
export const sendTestBody = z.looseObject({
  partner_test_id: partnerId.describe('A `partner_test_id` of list_tests: the questionnaire'),
  candidate: z.looseObject({
    first_name: nameField,
    last_name: nameField,
    email: z.email().max(320),
    phone_number: z.string().max(40).nullish(),
    resume_url: z.string().max(2000).nullish(),
    greenhouse_profile_url: keptUrl.nullish(),
  }),
  /** Greenhouse's take-home test: where a partner may PATCH completion (Refcheck is polled instead). */
  url: keptUrl.nullish(),
  /** Not in Greenhouse's documented body; kept when a body carries them. */
  job_id: partnerId.nullish(),
  job_name: z.string().trim().max(200).nullish(),
});
export type SendTestInput = z.infer<typeof sendTestBody>;

export const sendTestResponse = z.object({
  partner_interview_id: z.string().describe('The reference request id (`rr_…`)'),
});
export type SendTestView = z.infer<typeof sendTestResponse>;

export const testStatusQuery = z.looseObject({
  partner_interview_id: z.string().trim().min(1).max(100),
});

/** `GET test_status`: `complete` and the result once the request is completed, else its state and nulls. */
export const testStatusResponse = z.object({
  partner_status: z.union([z.literal('complete'), z.enum(REQUEST_STATES)]),
  partner_profile_url: z.string().nullable(),
  partner_score: z.number().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
});
export type TestStatusView = z.infer<typeof testStatusResponse>;

/** `POST response_error`: what Greenhouse could not read. Only `api_call` and `errors` are always sent. */
export const responseErrorBody = z.looseObject({
  api_call: z.string().trim().min(1).max(100),
  errors: z.array(z.string().max(2000)).max(50),
  partner_test_id: partnerId.nullish(),
  partner_test_name: z.string().max(200).nullish(),
  partner_interview_id: partnerId.nullish(),
  candidate_email: z.string().max(320).nullish(),
});
export type ResponseErrorInput = z.infer<typeof responseErrorBody>;

export const responseErrorResponse = z.object({ status: z.literal(200) });

/** The console's Settings → Integrations → Greenhouse. */
export const greenhouseSettingsResponse = z
  .object({
    urls: z
      .object({
        list_tests: z.string(),
        send_test: z.string(),
        test_status: z.string(),
        response_error: z.string(),
      })
      .describe("What a Greenhouse admin enters: this deployment's four routes"),
    scopes: z.array(z.string()).describe('The scopes a key for Greenhouse needs, exactly'),
    recentCalls: z
      .array(
        z.object({
          apiKeyId: z.string(),
          endpoint: z.string(),
          method: z.string(),
          status: z.number(),
          durationMs: z.number(),
          traceId: z.string(),
          createdAt: timestamp,
        }),
      )
      .describe("The last calls Greenhouse made with the environment's keys, newest first"),
  })
  .meta({ id: 'GreenhouseSettings' });
export type GreenhouseSettingsView = z.infer<typeof greenhouseSettingsResponse>;

export const greenhouseSettingsParams = tenantParams;
export { environmentQuery };
