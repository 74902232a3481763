import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, ERROR_KINDS, type ErrorCode, type FieldErrors, RetryLaterError } from '../errors';
import { fail } from '../rest/envelope';

/** What a request error says to the caller: a status, a Persian message, and the GraphQL code. */
export interface HttpRefusal {
  status: number;
  message: string;
  graphqlCode: string;
  fieldErrors?: FieldErrors;
  /** When trying again may succeed: sent as `Retry-After`. */
  retryAfterSeconds?: number;
}

const BODY_TOO_LARGE = 'حجم درخواست بیش از حد مجاز است';
const UNSUPPORTED_MEDIA_TYPE = 'نوع محتوای درخواست پشتیبانی نمی‌شود';
const ROUTE_NOT_FOUND = 'مسیر درخواستی یافت نشد';

const BY_STATUS = new Map<number, ErrorCode>(
  (Object.keys(ERROR_KINDS) as ErrorCode[]).map((code) => [ERROR_KINDS[code].httpStatus, code]),
);

/**
 * One reading of any error Fastify hands over (its own body-parser and URL refusals, a hook's or a
 * route's throw): a DomainError keeps its code and message; a 4xx keeps its status with a Persian message;
 * anything else is the generic 500, its details only in the log.
 */
export function refusalOf(error: unknown): HttpRefusal {
  if (error instanceof DomainError) {
    const kind = ERROR_KINDS[error.code];
    return {
      status: kind.httpStatus,
      message: error.message,
      graphqlCode: kind.graphqlCode,
      ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
      ...(error instanceof RetryLaterError && { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  const { statusCode, code } = error as Partial<FastifyError>;
  const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
  if (status >= 500) {
    const kind = status === 503 ? ERROR_KINDS.UNAVAILABLE : ERROR_KINDS.INTERNAL;
    return { status: kind.httpStatus, message: kind.defaultMessage, graphqlCode: kind.graphqlCode };
  }
  const known = BY_STATUS.get(status);
  const kind = ERROR_KINDS[known ?? 'VALIDATION'];
  const graphqlCode = known ? kind.graphqlCode : 'BAD_REQUEST';
  if (status === 413 && code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status, message: BODY_TOO_LARGE, graphqlCode };
  }
  if (status === 415) return { status, message: UNSUPPORTED_MEDIA_TYPE, graphqlCode };
  if (status === 404) return { status, message: ROUTE_NOT_FOUND, graphqlCode };
  return { status, message: kind.defaultMessage, graphqlCode };
}

/** Sends a refusal in the door's own shape: GraphQL errors on the GraphQL path, the envelope elsewhere. */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: HttpRefusal,
  graphqlPath: string,
): FastifyReply {
  if (refusal.retryAfterSeconds !== undefined) reply.header('retry-after', String(refusal.retryAfterSeconds));
  if (request.url.split('?')[0] === graphqlPath) {
    const extensions = {
      code: refusal.graphqlCode,
      ...(refusal.fieldErrors && { fieldErrors: refusal.fieldErrors }),
    };
    return sendGraphqlErrors(request, reply, refusal.status, [{ message: refusal.message, extensions }]);
  }
  return reply
    .code(refusal.status)
    .type('application/json; charset=utf-8')
    .send(fail(refusal.message, refusal.fieldErrors));
}

const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

/**
 * GraphQL errors answered outside Apollo Server, typed as Apollo Server would: a client that accepts
 * `application/graphql-response+json` (Apollo Client does) reads the errors of a non-2xx answer only in that
 * type; as plain JSON it sees a bare status and the Persian message never reaches the visitor.
 */
export function sendGraphqlErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errors: Array<{ message: string; extensions: Record<string, unknown> }>,
): FastifyReply {
  const type = request.headers.accept?.includes(GRAPHQL_RESPONSE_TYPE)
    ? GRAPHQL_RESPONSE_TYPE
    : 'application/json';
  return reply.code(status).type(`${type}; charset=utf-8`).send({ errors });
}

function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply, graphqlPath: string) {
  const refusal = refusalOf(error);
  if (refusal.status >= 500) request.log.error({ err: error }, 'unhandled request error');
  else request.log.info({ err: error }, 'request refused');
  return sendRefusal(request, reply, refusal, graphqlPath);
}

/**
 * The error handler of the whole app. It must be set before any route or plugin is registered: Fastify
 * gives each route (and each plugin's context) the error handler current when it was added.
 */
export function registerErrorShapes(app: FastifyInstance, graphqlPath: string): void {
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply, graphqlPath));
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'زمان ارسال درخواست به پایان رسید' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'سرآیندهای درخواست بیش از حد بزرگ است' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (a timeout, oversized headers, a broken
 * request line) has no route yet, so it gets the envelope, written straight to the socket, which then closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: ERROR_KINDS.VALIDATION.defaultMessage,
  };
  const body = JSON.stringify(fail(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors` option: URL refusals that happen before any route is chosen. */
export function frameworkErrorsFor(graphqlPath: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    answerError(error, request, reply, graphqlPath);
}

/**
 * A /graphql answer whose errors are all the caller's (a GraphQL Armor limit thrown while parsing, which
 * Apollo reports as 500) is a 400: only an internal or unavailable error may answer 5xx.
 */
export function registerGraphqlStatusGuard(app: FastifyInstance, graphqlPath: string): void {
  const serverCodes = new Set([ERROR_KINDS.INTERNAL.graphqlCode, ERROR_KINDS.UNAVAILABLE.graphqlCode]);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 500 || typeof payload !== 'string') return payload;
    if (request.url.split('?')[0] !== graphqlPath) return payload;
    let errors: unknown;
    try {
      errors = (JSON.parse(payload) as { errors?: unknown }).errors;
    } catch {
      return payload;
    }
    if (!Array.isArray(errors) || errors.length === 0) return payload;
    const codes = errors.map((e) => (e as { extensions?: { code?: unknown } }).extensions?.code);
    if (codes.every((code) => typeof code === 'string' && !serverCodes.has(code))) reply.code(400);
    return payload;
  });
}
