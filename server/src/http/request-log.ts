import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config/config';

/**
 * The server log: JSON in production (and wherever a stream is given, such as the end-to-end tests' reader
 * of one-time codes); readable single lines in development.
 */
export function loggerOptions(
  config: Config,
  logStream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (logStream) return { level: config.logLevel, stream: logStream };
  if (config.nodeEnv !== 'development') return { level: config.logLevel };
  return {
    level: config.logLevel,
    stream: pretty({ sync: true, singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' }),
  };
}

/**
 * One line per request, when it is answered (Fastify's own controller writes two): at debug in development,
 * where a request is interesting only while debugging, at info elsewhere, with its fields in JSON.
 */
class OneLinePerRequest extends LogController {
  constructor(private readonly development: boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ err: error, status: reply.statusCode, ms }, `${line} (failed)`);
    else if (this.development) reply.log.debug(line);
    else reply.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms }, line);
  }
}

export function requestLogController(config: Config): LogController {
  return new OneLinePerRequest(config.nodeEnv === 'development');
}
