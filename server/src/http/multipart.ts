import type { FastifyInstance } from 'fastify';
import processRequest from 'graphql-upload/processRequest.mjs';

declare module 'fastify' {
  interface FastifyRequest {
    isMultipart?: boolean;
  }
}

export interface UploadLimits {
  maxFileSize: number;
  maxFiles: number;
}

/** Multipart bodies are left unread here: /graphql and the REST adapter each stream them their own way. */
export function registerMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    request.isMultipart = true;
    done(null);
  });
}

/**
 * GraphQL multipart requests (graphql-upload) on /graphql: the body becomes the operations
 * with Upload promises in place of files. Apollo's CSRF prevention still applies, so browsers
 * must send `Apollo-Require-Preflight: true` with these requests.
 */
export function registerGraphqlMultipart(app: FastifyInstance, path: string, limits: UploadLimits): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart || request.routeOptions.url !== path) return;
    request.body = await processRequest(request.raw, reply.raw, limits);
  });
}
