import type { OpsMessageView } from './ops.schemas.ts';

const SAMPLES: Pick<OpsMessageView, 'title' | 'body' | 'from' | 'to' | 'priority'>[] = [
  {
    title: 'Preview: welcome to the ops feed',
    body: 'This is sample data (ENABLE_PREVIEW_FALLBACK=1). Post a message to replace it.',
    from: 'Refcheck',
    to: 'Recruiting team',
    priority: 'normal',
  },
  {
    title: 'Preview: two requests are waiting for review',
    body: 'Sample coordination note: reviews are pending. Use the workflow endpoints for state changes.',
    from: 'Ops bot',
    to: 'Hiring managers',
    priority: 'high',
  },
  {
    title: 'Preview: referee reminders go out at 3 and 7 days',
    body: 'Sample note: nothing needs doing.',
    from: 'Ops bot',
    to: null,
    priority: 'low',
  },
];

/**
 * Sample messages for an empty feed, only when the development setting
 * ENABLE_PREVIEW_FALLBACK=1 is on. Each is marked `preview: true`, has a
 * `ops_preview_…` id and is never stored, so nothing can mistake it for data.
 */
export function previewOpsMessages(now: Date): OpsMessageView[] {
  return SAMPLES.map((sample, index) => {
    const at = new Date(now.getTime() - index * 3_600_000).toISOString();
    return {
      id: `ops_preview_${index + 1}`,
      object: 'ops_message',
      ...sample,
      author: { kind: 'system', id: 'preview' },
      preview: true,
      createdAt: at,
      updatedAt: at,
    };
  });
}
