import { loadConfig } from './config/config';
import { ConfigError } from './config/settings';
import { startServer } from './start';

try {
  const config = loadConfig();
  const server = await startServer(config);
  const shutdown = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  server.app.fastify.log.info(
    `ready on ${config.publicUrl} (database: ${server.database.driver}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
  );
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
