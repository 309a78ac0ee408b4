import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../core/errors.ts';
import { readFigure } from '../core/figures.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../core/locale.ts';
import { participantCopy } from '../core/participant-copy.ts';
import { formatScore } from '../core/score.ts';
import { linkLocale } from '../modules/participant-links/link-locale.query.ts';
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
/**
 * Every word the pages show, from the one catalogue the agents, the PDF and
 * the e-mails use: one file per language (copy.es.js), so each address
 * always answers the same file and caches as any asset; a page names its
 * request's. copy.js is English (the console's own pages).
 */
function copyScript(locale: Locale): string {
  const copy = JSON.stringify(participantCopy(locale));
  return `// Generated from src/core/copy/${locale}.ts.\nwindow.RefcheckCopy = ${copy};\n`;
}
for (const locale of LOCALES) {
  ASSET_TYPES[`copy.${locale}.js`] = 'text/javascript; charset=utf-8';
  assets.set(`copy.${locale}.js`, copyScript(locale));
}
ASSET_TYPES['copy.js'] = 'text/javascript; charset=utf-8';
assets.set('copy.js', copyScript(DEFAULT_LOCALE));

/**
 * FormatJS's intl-messageformat, the library the server's fill() formats
 * the catalogue with, as a classic script (window.IntlMessageFormat): the
 * pages fill the same ICU templates (plurals, numbers) by the same rules.
 * The package ships it as one self-contained file whose only module syntax
 * is its closing `export`; a release that changes that fails here, at start.
 */
function icuScript(): string {
  // The package exports only its module entry: the bundle is found beside it.
  const entry = createRequire(import.meta.url).resolve('intl-messageformat');
  const file = path.join(path.dirname(entry), 'intl-messageformat.iife.js');
  const source = readFileSync(file, 'utf8');
  const exports = /^export \{[^}]*\};?$/m;
  if (!exports.test(source) || /^import /m.test(source))
    throw new Error(`${file} is not the self-contained bundle web.routes.ts expects`);
  const body = source.replace(exports, '').replace(/^\/\/# sourceMappingURL=.*$/m, '');
  return `// intl-messageformat (FormatJS, BSD-3-Clause), from node_modules.\n(() => {\n${body}\nwindow.IntlMessageFormat = IntlMessageFormat;\n})();\n`;
}
ASSET_TYPES['icu.js'] = 'text/javascript; charset=utf-8';
assets.set('icu.js', icuScript());

/**
 * libphonenumber-js as the package ships it (its one-file bundle with the
 * small metadata, which sets `window.libphonenumber`): the intake page shows
 * a stored number (E.164) as people read it, with the library the server
 * stores it with (core/phone.ts).
 */
function phoneScript(): string {
  const entry = createRequire(import.meta.url).resolve('libphonenumber-js');
  const file = path.join(path.dirname(entry), 'bundle', 'libphonenumber-min.js');
  const body = readFileSync(file, 'utf8').replace(/^\/\/# sourceMappingURL=.*$/m, '');
  return `// libphonenumber-js (MIT), from node_modules.\n${body}\n`;
}
ASSET_TYPES['phone.js'] = 'text/javascript; charset=utf-8';
assets.set('phone.js', phoneScript());

// The one display rounding rule (core/score.ts), the same function the console, PDF and CLI call.
ASSET_TYPES['score.js'] = 'text/javascript; charset=utf-8';
assets.set(
  'score.js',
  `// Generated from src/core/score.ts.\nwindow.RefcheckScore = { formatScore: ${formatScore.toString()} };\n`,
);

// How a typed figure is read ("2,5" in German, "1,000" in English: core/figures.ts), the same
// function the interviewer reads a figure in the chat with: the review step's number input.
ASSET_TYPES['figures.js'] = 'text/javascript; charset=utf-8';
assets.set(
  'figures.js',
  `// Generated from src/core/figures.ts.\nwindow.RefcheckFigures = { readFigure: ${readFigure.toString()} };\n`,
);

// Each question kind's review control and report display, from its module (questionnaires/kinds).
ASSET_TYPES['kinds.js'] = 'text/javascript; charset=utf-8';
assets.set('kinds.js', kindsScript());

/**
 * The participant pages by address. `localized`: served in the language of
 * its link's request; the report page is read by the hiring team, in English
 * (CONTRACT "Languages").
 */
const PAGES = {
  intake: {
    title: 'intake',
    script: ['kinds.js', 'controls.js', 'phone.js', 'referee-list.js', 'chat.js'],
    localized: true,
  },
  referee: {
    title: 'referee',
    script: ['kinds.js', 'controls.js', 'figures.js', 'questionnaire-review.js', 'chat.js'],
    localized: true,
  },
  reports: { title: 'reports', script: ['score.js', 'kinds.js', 'report.js'], localized: false },
  permissions: { title: 'permissions', script: 'permission.js', localized: true },
  withdraw: { title: 'withdraw', script: 'withdraw.js', localized: true },
} as const;
type Page = (typeof PAGES)[keyof typeof PAGES];

/** Tokens travel in these addresses: no referrer, no caching, no indexing, only our own scripts. */
const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
};

export function pageHtml(
  title: string,
  script: string | readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const copy = participantCopy(locale);
  const scripts = [script]
    .flat()
    .map((name) => `<script src="/assets/${name}"></script>`)
    .join('\n');
  return `<!doctype html>
<html lang="${locale}">
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
<div id="app"><p class="sub">${copy.problems.loading}</p></div>
<noscript><p>${copy.problems.needsJavaScript}</p></noscript>
</main>
<script src="/assets/copy.${locale}.js"></script>
<script src="/assets/icu.js"></script>
<script src="/assets/common.js"></script>
${scripts}
</body>
</html>
`;
}

function sendPage(reply: FastifyReply, page: Page, locale: Locale = DEFAULT_LOCALE) {
  const title = participantCopy(locale).pageTitles[page.title];
  return reply
    .headers(PAGE_HEADERS)
    .type('text/html; charset=utf-8')
    .send(pageHtml(title, page.script, locale));
}

export const webRoutes: FastifyPluginAsync = async (app) => {
  for (const [prefix, page] of Object.entries(PAGES)) {
    app.get<{ Params: { token: string } }>(
      `/${prefix}/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        // The link's own language, whatever its state (a dead link says why in it too).
        const locale = page.localized
          ? await linkLocale(app.ctx.db, app.ctx, request.params.token)
          : DEFAULT_LOCALE;
        return sendPage(reply, page, locale);
      },
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
      .send(pageHtml(participantCopy().pageTitles.reports, PAGES.reports.script)),
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
