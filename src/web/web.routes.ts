import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../core/errors.ts';
import { participantCopy } from '../core/participant-copy.ts';
import { formatScore } from '../core/score.ts';
import { kindsScript } from '../modules/questionnaires/kinds/index.ts';
import { projectPath } from '../paths.ts';

/**
 * The pages behind the links the service hands out (CONTRACT: /intake/<token>,
 * /referee/<token>, /reports/<token>, /permissions/<token>; and the
 * withdrawal link of the consent confirmation, /withdraw/<token>). Each is a static
 * shell; its script reads the token from the address and talks to the
 * `/v1/public/...` JSON routes, so every rule (expiry, single use, purpose)
 * stays in one place. Opening a page grants nothing.
 */
const ASSETS_DIR = projectPath('src/web/assets');
const ASSET_TYPES: Record<string, string> = {
  'app.css': 'text/css; charset=utf-8',
  'common.js': 'text/javascript; charset=utf-8',
  'chat.js': 'text/javascript; charset=utf-8',
  'controls.js': 'text/javascript; charset=utf-8',
  'report.js': 'text/javascript; charset=utf-8',
  'permission.js': 'text/javascript; charset=utf-8',
  'withdraw.js': 'text/javascript; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
  'pair.js': 'text/javascript; charset=utf-8',
  'sign-in.js': 'text/javascript; charset=utf-8',
  'referee-list.js': 'text/javascript; charset=utf-8',
  'questionnaire-review.js': 'text/javascript; charset=utf-8',
};
const assets = new Map(
  Object.keys(ASSET_TYPES).map((name) => [name, readFileSync(path.join(ASSETS_DIR, name), 'utf8')]),
);
// Every word the pages show, from the one catalogue the agents, the PDF and the e-mails use.
const COPY = participantCopy();
ASSET_TYPES['copy.js'] = 'text/javascript; charset=utf-8';
assets.set(
  'copy.js',
  `// Generated from src/core/copy/en.ts.\nwindow.RefcheckCopy = ${JSON.stringify(COPY)};\n`,
);

// The one display rounding rule (core/score.ts), the same function the console, PDF and CLI call.
ASSET_TYPES['score.js'] = 'text/javascript; charset=utf-8';
assets.set(
  'score.js',
  `// Generated from src/core/score.ts.\nwindow.RefcheckScore = { formatScore: ${formatScore.toString()} };\n`,
);

// Each question kind's review control and report display, from its module (questionnaires/kinds).
ASSET_TYPES['kinds.js'] = 'text/javascript; charset=utf-8';
assets.set('kinds.js', kindsScript());

const PAGES = {
  intake: {
    title: COPY.pageTitles.intake,
    script: ['kinds.js', 'controls.js', 'referee-list.js', 'chat.js'],
  },
  referee: {
    title: COPY.pageTitles.referee,
    script: ['kinds.js', 'controls.js', 'questionnaire-review.js', 'chat.js'],
  },
  reports: { title: COPY.pageTitles.reports, script: ['score.js', 'kinds.js', 'report.js'] },
  permissions: { title: COPY.pageTitles.permissions, script: 'permission.js' },
  withdraw: { title: COPY.pageTitles.withdraw, script: 'withdraw.js' },
} as const;

/** Tokens travel in these addresses: no referrer, no caching, no indexing, only our own scripts. */
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
};

export function pageHtml(title: string, script: string | readonly string[]): string {
  const scripts = [script]
    .flat()
    .map((name) => `<script src="/assets/${name}"></script>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Refcheck</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/app.css">
</head>
<body>
<main>
<header class="brand">Refcheck</header>
<div id="app"><p class="sub">${COPY.problems.loading}</p></div>
<noscript><p>${COPY.problems.needsJavaScript}</p></noscript>
</main>
<script src="/assets/copy.js"></script>
<script src="/assets/common.js"></script>
${scripts}
</body>
</html>
`;
}

function sendPage(reply: FastifyReply, page: (typeof PAGES)[keyof typeof PAGES]) {
  return reply
    .headers(PAGE_HEADERS)
    .type('text/html; charset=utf-8')
    .send(pageHtml(page.title, page.script));
}

export const webRoutes: FastifyPluginAsync = async (app) => {
  for (const [prefix, page] of Object.entries(PAGES)) {
    app.get(`/${prefix}/:token`, { schema: { hide: true } }, async (_request, reply) =>
      sendPage(reply, page),
    );
    // A truncated link (`/referee/`, `/referee`: the router ignores the trailing slash): the page's own "not valid" notice, not JSON.
    app.get(`/${prefix}`, { schema: { hide: true } }, async (_request, reply) =>
      sendPage(reply.code(404), page),
    );
  }
  // The recruiter's approval of `refcheck login` (its code is in the query,
  // not a secret), and the development sign-in that gives it a session.
  const consolePages: [string, string, string][] = [
    ['/app/pair', 'Command-line login', 'pair.js'],
    ['/app/sign-in', 'Sign in', 'sign-in.js'],
  ];
  for (const [url, title, script] of consolePages) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(pageHtml(title, script)),
    );
  }
  // The console's preview of a report before approval: the shared report page
  // itself (report.js), reading the session-only preview route, framed by the console.
  app.get('/app/report-preview/:requestId', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .headers({
        ...PAGE_HEADERS,
        'content-security-policy': PAGE_HEADERS['content-security-policy'].replace(
          "frame-ancestors 'none'",
          "frame-ancestors 'self'",
        ),
        'x-frame-options': 'SAMEORIGIN',
      })
      .type('text/html; charset=utf-8')
      .send(pageHtml(COPY.pageTitles.reports, PAGES.reports.script)),
  );
  // Browsers ask for /favicon.ico whatever the page declares.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/assets/favicon.svg', 301),
  );
  app.get<{ Params: { file: string } }>(
    '/assets/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const body = assets.get(request.params.file);
      if (body === undefined) throw AppError.notFound('asset');
      return reply
        .type(ASSET_TYPES[request.params.file]!)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
