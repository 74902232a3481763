import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import { resolveJwtSecret } from '../config/jwt-secret';
import { pictureOrigins } from '../config/picture-origins';
import type { Database } from '../db/client';
import { PdfPrinter } from '../documents/pdf-printer';
import { PrintDesk } from '../documents/print-desk';
import { RateLimiter } from '../limits/rate-limiter';
import { LiveBus } from '../live/live-bus';
import { createSmsSender } from '../sms/create-sender';
import { createFileStorage } from '../storage/create-storage';
import { SitePictures } from '../storage/site-picture';

export interface AppDeps {
  database: Database;
  config: Config;
  version: string;
  /** The server log (the console SMS sender writes codes there); absent when only the schema is built. */
  log?: FastifyBaseLogger;
}

/** What every module may ask for: built once per app, before any module's services. */
export function createInfrastructure({ database, config, version, log }: AppDeps) {
  let secret: string | undefined;
  const limiter = new RateLimiter(database.db);
  const pdfPrinter = new PdfPrinter({ executablePath: config.chromiumPath });
  return {
    database,
    db: database.db,
    config,
    version,
    log,
    /** The server's signing secret (HMACs of links that must open without an account). */
    signingSecret: (): string => {
      secret ??= resolveJwtSecret(config);
      return secret;
    },
    limiter,
    sms: createSmsSender(config.sms, (line) => (log ? log.info(line) : console.info(line))),
    storage: createFileStorage(config.storage),
    pictures: new SitePictures(database.db, pictureOrigins(config)),
    live: new LiveBus(database, log),
    pdfPrinter,
    printDesk: new PrintDesk(pdfPrinter, limiter),
  };
}

export type Infrastructure = ReturnType<typeof createInfrastructure>;

/** A module's needs from the infrastructure, named by key. */
export type Uses<K extends keyof Infrastructure> = Pick<Infrastructure, K>;
