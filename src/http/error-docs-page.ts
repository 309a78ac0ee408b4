import type { FastifyInstance } from 'fastify';
import { ERROR_DOCS } from '../core/error-docs.ts';
import { ERROR_CODES, type ErrorCode } from '../core/errors.ts';
import { ERROR_DOCS_PATH } from '../core/problem.ts';

/**
 * `/docs/errors`: every error code, its status, what it means and what to
 * do, one section per code with the code as its anchor. A problem's `type`
 * points here (`…/docs/errors#<code>`). Plain HTML with no script, served by
 * the service itself like the API reference beside it.
 */
export function registerErrorDocsPage(app: FastifyInstance): void {
  let page: string | undefined;
  app.get(ERROR_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    page ??= renderErrorDocs();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(page);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** `code spans` of the docs text as <code>. */
const inline = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

export function renderErrorDocs(): string {
  const codes = (Object.keys(ERROR_CODES) as ErrorCode[]).sort(
    (a, b) => ERROR_CODES[a].status - ERROR_CODES[b].status,
  );
  const rows = codes
    .map((code) => {
      const { status, title } = ERROR_CODES[code];
      const { meaning, whatToDo } = ERROR_DOCS[code];
      return `<section id="${code}">
  <h2><a href="#${code}"><code>${code}</code></a> <span class="status">${status} · ${escapeHtml(title)}</span></h2>
  <p>${inline(meaning)}</p>
  <p><strong>What to do:</strong> ${inline(whatToDo)}</p>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Error codes · Refcheck API</title>
<link rel="icon" href="/assets/favicon.svg">
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1c2430; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
section { border-top: 1px solid #d8dde4; padding: 1rem 0; }
section:target { background: #fff8db; }
.status { font-weight: normal; color: #4a5563; margin-left: .5rem; }
code { font: .95em ui-monospace, monospace; background: #f0f2f5; padding: 0 .2em; border-radius: 3px; }
a { color: #1f5fbf; } h2 a { text-decoration: none; }
</style>
</head>
<body>
<main>
<h1>Error codes</h1>
<p>Every error of the Refcheck API is an RFC 9457 <code>application/problem+json</code> document:
<code>{ type, title, status, detail, code, traceId, errors? }</code>. Its <code>type</code> is the
address of its <code>code</code> on this page; <code>detail</code> says what went wrong in that call.
Quote the <code>traceId</code> (also the <code>x-request-id</code> header) when you report a problem.
The <a href="/docs">API reference</a> lists which statuses each operation answers.</p>
${rows}
</main>
</body>
</html>
`;
}
