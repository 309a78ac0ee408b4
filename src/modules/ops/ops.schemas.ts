import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import { environmentQuery } from '../../core/schemas.ts';

/** Ops message priorities of the spec; `normal` when absent. */
export const OPS_PRIORITIES = ['low', 'normal', 'high'] as const;

/** `POST …/ops/messages`: the spec's ops message body. Author fields come from the credential. */
export const createOpsMessageBody = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
  from: z.string().trim().min(1).max(200).optional(),
  to: z.string().trim().min(1).max(200).optional(),
  priority: z.enum(OPS_PRIORITIES).default('normal'),
});
export type CreateOpsMessageInput = z.input<typeof createOpsMessageBody>;

export const opsMessageSchema = z
  .object({
    id: z.string(),
    object: z.literal('ops_message'),
    title: z.string(),
    body: z.string(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    priority: z.enum(OPS_PRIORITIES),
    author: z.object({
      kind: z.enum(['api_key', 'recruiter', 'system']),
      id: z.string(),
    }),
    /** True only for sample data of the development preview fallback (never stored). */
    preview: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OpsMessage' });
export type OpsMessageView = z.infer<typeof opsMessageSchema>;

/** The ops feed: a page of messages, newest first; `preview` says the page is sample data. */
export const opsFeedSchema = z
  .object({
    object: z.literal('list'),
    data: z.array(opsMessageSchema),
    nextCursor: z.string().nullable(),
    preview: z.boolean(),
  })
  .meta({ id: 'OpsFeed' });
export type OpsFeedView = z.infer<typeof opsFeedSchema>;

export const opsFeedQuery = paginationQuery;
export const tenantOpsFeedQuery = paginationQuery.extend(environmentQuery.shape);
