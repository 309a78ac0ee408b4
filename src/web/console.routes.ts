import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../core/errors.ts';
import { projectPath } from '../paths.ts';

/**
 * The recruiter console (CONTRACT, "Recruiter console"): the single-page app
 * in console/, built by Vite into dist/console (`npm install` and `npm start`
 * build it when its sources changed, see scripts/build-console.ts). Its
 * hashed assets are cached for good; every other /app address answers the
 * app's page, whose router shows the right screen.
 */
export const CONSOLE_DIR = projectPath('dist/console');

const CONSOLE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/app/', 302));

  const indexFile = path.join(CONSOLE_DIR, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn('the console is not built (dist/console): run `npm run console:build`');
    app.get('/app/*', { schema: { hide: true } }, async () => {
      throw new AppError(
        'unavailable',
        'The console is not built on this server: run `npm run console:build`, then restart.',
      );
    });
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: CONSOLE_DIR,
    prefix: '/app/',
    // One route per built file (and /app/ for index.html), so unknown
    // addresses reach the page below.
    wildcard: false,
    serveDotFiles: false,
    setHeaders: (res, filePath) => {
      for (const [name, value] of Object.entries(CONSOLE_HEADERS)) res.header(name, value);
      // File names carry a content hash: a new build makes new names.
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });

  const sendPage = (reply: FastifyReply) =>
    reply
      .headers({ ...CONSOLE_HEADERS, 'cache-control': 'no-cache' })
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  app.get<{ Params: { '*': string } }>(
    '/app/*',
    { schema: { hide: true } },
    async (request, reply) => {
      // A missing script or stylesheet is a 404, not the page (a stale tab after a deploy).
      if (request.params['*'].startsWith('assets/')) throw AppError.notFound('asset');
      return sendPage(reply);
    },
  );
};
