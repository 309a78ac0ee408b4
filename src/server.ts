import { agentServerProblem } from './ai/agent-model.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptions, openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';

/** Listens, and shuts down gracefully: stop accepting, finish requests and the job in hand, close the database. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const agentServer = await agentServerProblem(config);
  if (agentServer) {
    console.error(`Invalid configuration:\n  - ${agentServer}`);
    process.exit(78);
  }
  // The database opens (PGlite: in its thread) while the app's modules load.
  const opening = openDatabase(databaseOptions(config));
  // Awaited by createContext; a failure must not surface first as an unhandled rejection.
  opening.catch(() => {});
  const [
    { buildApp },
    { createLogger },
    { seedDemoTenant },
    { HeldLines, showsBanner, startupBanner },
  ] = await Promise.all([
    import('./app.ts'),
    import('./composition.ts'),
    import('./modules/identity/demo-seed.ts'),
    import('./startup-banner.ts'),
  ]);
  // On a terminal the banner comes before any log line: they wait until it is written.
  const held = showsBanner(process.stdout) ? new HeldLines(process.stdout) : null;
  if (held) process.once('exit', () => held.release());
  const log = createLogger(config, held ?? undefined);
  const app = await buildApp({ config, logger: log, startWorker: true, opening });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took over 30 s; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // First start on an empty embedded database in development: a demo tenant and a test key, shown once.
  const demo = await seedDemoTenant(app.ctx);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    held?.release();
    throw error;
  }
  if (held) {
    process.stdout.write(
      startupBanner({
        url: config.publicBaseUrl,
        engine: app.ctx.engine,
        devSignIn: config.devSignIn,
        demo,
      }),
    );
    held.release();
    return;
  }
  log.info(
    { url: config.publicBaseUrl, engine: app.ctx.engine, docs: `${config.publicBaseUrl}/docs` },
    'refcheck is serving',
  );
  if (demo) {
    log.info(
      { tenantId: demo.tenantId, apiKeyId: demo.apiKeyId, apiKey: demo.plaintext },
      `demo tenant ${demo.tenantId} created with a test API key (shown once, every scope): ` +
        `curl -H "Authorization: Bearer ${demo.plaintext}" ${config.publicBaseUrl}/v1/api/... ` +
        '(set DEMO_SEED=0 to skip; see docs/getting-started.md)',
    );
  }
}

try {
  await main();
} catch (error) {
  // Another process holds the embedded data directory: say who, and exit having written nothing.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(75);
}
