import { DEFAULT_LOCALE, type Locale } from '../core/locale.ts';
import { participantCopy } from '../core/participant-copy.ts';
import { oneLine } from '../core/text.ts';
import type { RenderedEmail } from './jobs/send-email.job.ts';

/**
 * The one layout of every e-mail the service sends: a header with the
 * company's name, the body's paragraphs, one button that names the action,
 * the link written out for mail clients that show no button, and a small
 * footer that says why the person got the e-mail. The HTML part is compiled
 * from MJML (responsive, table-based, inline styles); the plain-text part
 * says the same with the link written out. Every value is escaped where it
 * enters the MJML source, so a name like `<script>` stays text.
 */

/** A paragraph; a paragraph followed by a list; or a quoted note with its label. */
/** mjml is loaded with the first e-mail, not at start-up (it costs over a second to load). */
let mjml: Promise<typeof import('mjml')> | undefined;
const loadMjml = () => {
  mjml ??= import('mjml');
  return mjml;
};

export type EmailBlock =
  | string
  | { text: string; list: string[] }
  | { label: string; quote: string };

/** What an e-mail says; `renderEmail` makes its HTML and text. */
export interface EmailMessage {
  to: string;
  subject: string;
  /** The company as the recipient knows it (publicCompanyName), shown in the header. */
  company: string;
  /** "Hello Grace," */
  greeting: string;
  /** Paragraphs before the button. */
  body: EmailBlock[];
  action: {
    /** The button's text: the action, never the URL ("Give your reference"). */
    label: string;
    url: string;
    /**
     * A sentence that leads to the link ("Review the request … here:"): above
     * the button in HTML, and with the link after it on one line in the text.
     * Without one the link stands alone in the text.
     */
    lead?: string;
  };
  /** Paragraphs after the button (the link's expiry, what happens next). */
  after: EmailBlock[];
  /** Why the person got this e-mail. */
  footer: string;
  /** The language it is written in, for the HTML's `lang` (default `en`). */
  locale?: Locale;
  /** "If the button does not work, copy this link…" in that language (default English). */
  linkFallback?: string;
}

const COLORS = {
  ink: '#1d2433',
  muted: '#5b6478',
  line: '#e3e6ee',
  accent: '#2f5bd3',
  background: '#f6f7fb',
  card: '#ffffff',
};

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Text made safe for MJML source: element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Escaped, with line breaks kept (a note typed on several lines) and a date
 * (2026-11-16) never split at its hyphens on a narrow screen.
 */
function escapeLines(text: string): string {
  return escapeHtml(text)
    .replaceAll(/\r?\n/g, '<br />')
    .replaceAll(/\b\d{4}-\d{2}-\d{2}\b/g, '<span style="white-space: nowrap;">$&</span>');
}

function blockMjml(block: EmailBlock): string {
  if (typeof block === 'string') return `<mj-text>${escapeLines(block)}</mj-text>`;
  if ('list' in block) {
    const items = block.list.map((item) => `<li>${escapeLines(item)}</li>`).join('');
    return `<mj-text>${escapeLines(block.text)}<ul style="margin: 8px 0 0; padding-left: 22px;">${items}</ul></mj-text>`;
  }
  return `<mj-text><div style="border-left: 3px solid ${COLORS.line}; padding: 2px 0 2px 14px; color: ${COLORS.muted};">${escapeLines(block.label)}<br /><span style="color: ${COLORS.ink};">${escapeLines(block.quote)}</span></div></mj-text>`;
}

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return [block.text, ...block.list.map((item) => `- ${item}`)].join('\n');
  return `${block.label} ${block.quote}`;
}

function preview(message: EmailMessage): string {
  const first = message.body[0];
  if (first === undefined) return message.subject;
  return typeof first === 'string' ? first : 'list' in first ? first.text : first.quote;
}

/** The e-mail's MJML source (exported for tests and previews). */
export function emailMjml(message: EmailMessage): string {
  const { action } = message;
  const url = escapeHtml(action.url);
  return `<mjml lang="${message.locale ?? DEFAULT_LOCALE}">
  <mj-head>
    <mj-title>${escapeHtml(message.subject)}</mj-title>
    <mj-preview>${escapeHtml(preview(message))}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="24px" color="${COLORS.ink}" padding="0 0 16px 0" />
      <mj-section padding="0" />
      <mj-column padding="0" />
    </mj-attributes>
    <mj-style>
      .rc-link a { color: ${COLORS.accent}; word-break: break-all; }
    </mj-style>
  </mj-head>
  <mj-body background-color="${COLORS.background}" width="600px">
    <mj-wrapper padding="0 12px">
    <mj-section padding="28px 25px 12px">
      <mj-column>
        <mj-text font-size="18px" line-height="26px" font-weight="700" color="${COLORS.ink}" padding="0">${escapeHtml(message.company)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${COLORS.card}" border="1px solid ${COLORS.line}" border-radius="8px" padding="28px 24px 12px">
      <mj-column>
        <mj-text>${escapeHtml(message.greeting)}</mj-text>
        ${message.body.map(blockMjml).join('\n        ')}
        ${action.lead ? `<mj-text>${escapeHtml(action.lead)}</mj-text>` : ''}
        <mj-button href="${url}" align="left" background-color="${COLORS.accent}" color="#ffffff" font-size="16px" font-weight="600" line-height="20px" inner-padding="14px 28px" border-radius="6px" padding="4px 0 24px 0">${escapeHtml(action.label)}</mj-button>
        ${message.after.map(blockMjml).join('\n        ')}
        <mj-text css-class="rc-link" font-size="13px" line-height="20px" color="${COLORS.muted}">${escapeHtml(message.linkFallback ?? participantCopy().emails.buttonFallback)}<br /><a href="${url}">${url}</a></mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 25px 32px">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="${COLORS.muted}" padding="0">${escapeHtml(message.footer)}</mj-text>
      </mj-column>
    </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>
`;
}

/**
 * The plain-text part: the same paragraphs, the link written out, the
 * footer below a signature separator (`-- `), which mail clients show as such.
 */
export function emailText(message: EmailMessage): string {
  const { action } = message;
  const link = action.lead ? `${action.lead} ${action.url}` : action.url;
  const paragraphs = [
    message.greeting,
    ...message.body.map(blockText),
    link,
    ...message.after.map(blockText),
    `-- \n${message.footer}`,
  ];
  return `${paragraphs.join('\n\n')}\n`;
}

/**
 * The e-mail ready for the outbox. MJML validates strictly: a layout that
 * MJML rejects throws here (every e-mail's test renders it) rather than
 * going out broken. No web font is linked: the e-mail loads nothing.
 */
export async function renderEmail(given: EmailMessage): Promise<RenderedEmail> {
  // The subject is a header, and the header and greeting lines hold names: one line each.
  const message = {
    ...given,
    subject: oneLine(given.subject),
    company: oneLine(given.company),
    greeting: oneLine(given.greeting),
  };
  const { default: mjml2html } = await loadMjml();
  const { html } = await mjml2html(emailMjml(message), { validationLevel: 'strict', fonts: {} });
  return { to: message.to, subject: message.subject, text: emailText(message), html };
}
