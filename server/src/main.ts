import { fileURLToPath } from 'node:url';
import { startBanner } from './banner';
import { loadConfig } from './config/config';
import { ConfigError } from './config/settings';
import { type StartOptions, startServer } from './start';
import { StartupError } from './startup-errors';

/** Starts the server from the command line: configuration from the environment, the banner once ready. */
export async function main(options: StartOptions = {}): Promise<void> {
  try {
    const config = loadConfig();
    const server = await startServer(config, options);
    const shutdown = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
    if (config.isProduction) {
      server.app.fastify.log.info(`ready on ${config.publicUrl} (database: ${server.database.driver})`);
    } else {
      console.log(startBanner(config, config.publicUrl));
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// Run as a script (`node --import tsx server/src/main.ts`, `npm run dev`); scripts/start.mjs calls main().
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
