import { startBanner } from './banner';
import { loadConfig } from './config/config';
import { ConfigError } from './config/settings';
import { startServer } from './start';
import { StartupError } from './startup-errors';

try {
  const config = loadConfig();
  const server = await startServer(config);
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
