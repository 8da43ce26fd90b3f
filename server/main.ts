import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Starts the service from the environment and stops it gracefully on SIGTERM and SIGINT. */
export async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
