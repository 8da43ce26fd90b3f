import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { StartupError } from './startupError.ts';

/** A shutdown that takes longer than this (a hung SMTP server, say) ends the process anyway. */
const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * Starts the service from the environment. On SIGTERM or SIGINT it stops accepting connections,
 * lets requests in flight finish, lets the outbox worker finish the message in hand, closes the
 * database, and exits. A second signal exits at once.
 */
export async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    // The database cannot be opened or migrated: say so in one line and stop.
    console.error(error instanceof StartupError ? `Cannot start: ${error.message}` : `Could not start: ${(error as Error).message}`);
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight and the message being sent, then stopping`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, `could not listen on ${config.host}:${config.port}`);
    await app.close();
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
