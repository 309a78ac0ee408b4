import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from '../../core/events.ts';
import { paginationQuery } from '../../core/pagination.ts';
import { EXAMPLE_TIME, timestamp } from '../../core/schemas.ts';
import { environmentSchema } from '../../core/tenancy.ts';
import { optionalEnvironmentQuery } from '../keys/keys.schemas.ts';

/** One authenticated API-key call (ApiKeyUsage). */
export const usageRecordSchema = z
  .object({
    id: z.string(),
    object: z.literal('api_key_usage'),
    apiKeyId: z.string(),
    environment: environmentSchema,
    /** The route pattern, e.g. `/v1/api/reference-requests/:requestId`. */
    endpoint: z.string(),
    method: z.string(),
    status: z.number().int(),
    durationMs: z.number().int(),
    /** HMAC-SHA256 of the caller's IP keyed with the server secret; the address itself is never stored. */
    ipHash: z.string(),
    traceId: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ApiKeyUsage' });

export const usageQuery = paginationQuery.extend(optionalEnvironmentQuery.shape);

/** One change of business state (AuditEvent). */
export const auditEventSchema = z
  .object({
    id: z.string(),
    object: z.literal('audit_event'),
    action: z.string(),
    actorKind: z.enum(['api_key', 'recruiter', 'candidate', 'referee', 'system']),
    actorId: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    traceId: z.string().nullable(),
    environment: environmentSchema,
    metadata: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEvent' });

export const auditEventsQuery = paginationQuery.extend({
  environment: environmentSchema.default('live'),
  actorId: z.string().min(1).max(200).optional(),
  action: z.string().min(1).max(200).optional(),
  targetId: z.string().min(1).max(200).optional(),
});

/** Every event type (audit action) the feed can carry (core/events.ts). */
const EVENT_TYPES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
/** With what each means, for docs pages that show it (`x-enumDescriptions`). */
const eventType = z
  .enum(EVENT_TYPES)
  .meta({ id: 'EventType', 'x-enumDescriptions': AUDIT_ACTIONS });

/** One entry of the API-key event feed (`GET /v1/api/events`): an audit event as a client polls it. */
export const apiEventSchema = z
  .object({
    id: z
      .string()
      .describe(
        'The event id (`evt_…`); pass the id of the last event you processed as `cursor` to resume',
      ),
    object: z.literal('event').describe('Always `event`'),
    type: eventType.describe(
      'What happened (the audit action), e.g. `reference_request.created` or `report.approved`',
    ),
    targetType: z.string().describe('The kind of record changed, e.g. `reference_request`'),
    targetId: z.string().describe('The id of the record changed'),
    actorKind: auditEventSchema.shape.actorKind.describe(
      'Who made the change: `api_key`, `recruiter`, `candidate`, `referee` or `system`',
    ),
    actorId: z.string().describe('The id of who made the change'),
    traceId: z
      .string()
      .nullable()
      .describe('The `x-request-id` of the call that made the change, if any'),
    metadata: z.record(z.string(), z.unknown()).describe('Details of the change'),
    createdAt: timestamp.describe('When the change was made'),
  })
  .meta({
    id: 'Event',
    examples: [
      {
        id: 'evt_01kjpxqebff7yfxb4c7ns2mbg2',
        object: 'event',
        type: 'reference_request.created',
        targetType: 'reference_request',
        targetId: 'rr_01kjpxc4vkreq5f4a75bmfnew5',
        actorKind: 'api_key',
        actorId: 'key_01kjpxsdjwfg58eb0spmwqqtc1',
        traceId: 'req_01kjpxbzwg5pvqybdkxdqpx864',
        metadata: {
          launchMode: 'manual_references',
          candidateId: 'cand_01kjpxceb1ajzganzww0830yy3',
          contacts: 2,
        },
        createdAt: EXAMPLE_TIME,
      },
    ],
  });

export const apiEventsQuery = paginationQuery.extend({
  type: z.enum(EVENT_TYPES).optional().describe('Only events of this type, e.g. `report.approved`'),
  targetId: z.string().min(1).max(200).optional().describe('Only events about this record'),
});
