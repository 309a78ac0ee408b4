import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import { EXAMPLE_LATER, environmentQuery, timestamp } from '../../core/schemas.ts';

/** Ops message priorities of the spec; `normal` when absent. */
export const OPS_PRIORITIES = ['low', 'normal', 'high'] as const;

/** `POST …/ops/messages`: the spec's ops message body. Author fields come from the credential. */
export const createOpsMessageBody = z
  .object({
    title: z.string().trim().min(1).max(200).describe('A one-line summary'),
    body: z.string().trim().min(1).max(10_000).describe('The message'),
    from: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('Who it is from, as shown in the feed (e.g. an integration name)'),
    to: z.string().trim().min(1).max(200).optional().describe('Who it is for, free text'),
    priority: z.enum(OPS_PRIORITIES).default('normal').describe('`normal` when absent'),
  })
  .meta({
    id: 'CreateOpsMessage',
    examples: [
      {
        title: 'Reference check for Amara Okafor is ready for review',
        body: 'Both referees answered; the valuation draft is waiting for approval.',
        from: 'ATS integration',
        to: 'Hiring team',
        priority: 'high',
      },
    ],
  });
export type CreateOpsMessageInput = z.input<typeof createOpsMessageBody>;

const EXAMPLE_OPS_MESSAGE = {
  id: 'ops_01kjpxvw74b9msymb6r8faz8xw',
  object: 'ops_message',
  title: 'Reference check for Amara Okafor is ready for review',
  body: 'Both referees answered; the valuation draft is waiting for approval.',
  from: 'ATS integration',
  to: 'Hiring team',
  priority: 'high',
  author: { kind: 'api_key', id: 'key_01kjpxsdjwfg58eb0spmwqqtc1' },
  preview: false,
  createdAt: EXAMPLE_LATER,
  updatedAt: EXAMPLE_LATER,
} as const;

export const opsMessageSchema = z
  .object({
    id: z.string().describe('The ops message id (`ops_…`)'),
    object: z.literal('ops_message').describe('Always `ops_message`'),
    title: z.string().describe('A one-line summary'),
    body: z.string().describe('The message'),
    from: z.string().nullable().describe('Who it is from, as given'),
    to: z.string().nullable().describe('Who it is for, as given'),
    priority: z.enum(OPS_PRIORITIES).describe('`low`, `normal` or `high`'),
    author: z
      .object({
        kind: z.enum(['api_key', 'recruiter', 'system']).describe('What posted it'),
        id: z.string().describe('The key or recruiter id'),
      })
      .meta({ id: 'OpsMessageAuthor' })
      .describe('The credential that posted it'),
    preview: z
      .boolean()
      .describe('True only for sample data of the development preview fallback (never stored)'),
    createdAt: timestamp.describe('When it was posted'),
    updatedAt: timestamp.describe('When it last changed'),
  })
  .meta({ id: 'OpsMessage', examples: [EXAMPLE_OPS_MESSAGE] });
export type OpsMessageView = z.infer<typeof opsMessageSchema>;

/** The ops feed: a page of messages, newest first; `preview` says the page is sample data. */
export const opsFeedSchema = z
  .object({
    object: z.literal('list').describe('Always `list`'),
    data: z.array(opsMessageSchema).describe('The messages of this page, newest first'),
    nextCursor: z
      .string()
      .nullable()
      .describe('Pass as `cursor` to read the next page; null on the last page'),
    preview: z.boolean().describe('True when the page is sample data (development only)'),
  })
  .meta({
    id: 'OpsFeed',
    examples: [{ object: 'list', data: [EXAMPLE_OPS_MESSAGE], nextCursor: null, preview: false }],
  });
export type OpsFeedView = z.infer<typeof opsFeedSchema>;

export const opsFeedQuery = paginationQuery;
export const tenantOpsFeedQuery = paginationQuery.extend(environmentQuery.shape);
