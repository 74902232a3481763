import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WriteStream } from 'fs-capacitor';
import {
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import processRequest from 'graphql-upload/processRequest.mjs';
import Upload from 'graphql-upload/Upload.mjs';
import { DomainError, ERROR_KINDS } from '../errors';
import { earlyCheckFor } from '../graphql/early-refusal';
import type { Viewer } from '../graphql/viewer';
import { sendGraphqlErrors } from './error-shapes';

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

/** Apollo's CSRF prevention lets a multipart request through only with one of these (non-empty). */
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'] as const;

export interface GraphqlMultipartOptions {
  path: string;
  limits: UploadLimits;
  schema: GraphQLSchema;
  /** The request's viewer from its bearer token (null for a guest), found before its body is read. */
  viewerOf(request: FastifyRequest): Promise<Viewer | null>;
}

/**
 * GraphQL multipart requests (graphql-upload) on /graphql: the body becomes the operations
 * with Upload promises in place of files. Apollo's CSRF prevention still applies, so browsers
 * must send `Apollo-Require-Preflight: true` with these requests.
 *
 * Every operation that takes a file needs a signed-in viewer, so a guest is refused (401) before any byte
 * of the body is read. The files follow the `operations` and `map` parts, so once those are in, a request
 * whose root fields the viewer may not run (by their declared policy, as on the REST rows) or that names
 * no field taking a file is refused before its files are taken in. Whatever happens, each file's temporary
 * copy is destroyed when the response has gone or the client has gone, including files that arrive after
 * the answer (graphql-upload only releases those it had seen by then), and any left when the app closes.
 */
export function registerGraphqlMultipart(app: FastifyInstance, options: GraphqlMultipartOptions): void {
  const live = new Set<TempFiles>();
  app.addHook('onClose', async () => {
    for (const tempFiles of live) tempFiles.destroyAll();
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart || request.routeOptions.url !== options.path) return;
    // Without a preflight header Apollo refuses the request as a possible CSRF; its body is never read.
    if (!PREFLIGHT_HEADERS.some((name) => request.headers[name])) return;
    const viewer = await options.viewerOf(request);
    if (!viewer) return refuse(request, reply, new DomainError('UNAUTHENTICATED'));
    const tempFiles = new TempFiles(() => live.delete(tempFiles));
    live.add(tempFiles);
    tempFiles.destroyWhenDone(request, reply);
    const operations = await processRequest(request.raw, reply.raw, options.limits);
    tempFiles.track(operations);
    const refusal = refusalFor(operations, viewer, options.schema);
    if (refusal) return refuse(request, reply, refusal);
    request.body = operations;
  });
}

/** The request is answered as /graphql answers errors (Persian message, code), with the code's status. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: DomainError): FastifyReply {
  const kind = ERROR_KINDS[error.code];
  // The unread body is not wanted: the connection closes after the answer.
  reply.header('connection', 'close');
  return sendGraphqlErrors(request, reply, kind.httpStatus, [
    { message: error.message, extensions: { code: kind.graphqlCode } },
  ]);
}

/**
 * What the operations part asks for, judged before the files are read: each root field's declared
 * policy must admit the viewer, and at least one root field must take a file. A query that does not
 * parse is left to Apollo's own answer.
 */
function refusalFor(operations: unknown, viewer: Viewer, schema: GraphQLSchema): DomainError | null {
  const list = Array.isArray(operations) ? operations : [operations];
  let takesFile = false;
  for (const operation of list) {
    const query = (operation as { query?: unknown } | null)?.query;
    if (typeof query !== 'string') return null;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return null;
    }
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const refusal = earlyCheckFor({ kind: Kind.DOCUMENT, definitions: [definition] })(viewer);
      if (refusal) return refusal;
      takesFile ||= takesAFile(definition, schema);
    }
  }
  return takesFile ? null : new DomainError('VALIDATION');
}

function takesAFile(definition: OperationDefinitionNode, schema: GraphQLSchema): boolean {
  const root = definition.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const fields = root?.getFields() ?? {};
  return definition.selectionSet.selections.some(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (fields[selection.name.value]?.args ?? []).some((arg) => getNamedType(arg.type).name === 'Upload'),
  );
}

/** The temporary copies (fs-capacitor) of one request's files. */
class TempFiles {
  private readonly capacitors = new Set<WriteStream>();
  private done = false;

  constructor(private readonly onDone: () => void) {}

  /** Destroys every copy once the answer has gone (or could not), and every copy arriving later at once. */
  destroyWhenDone(request: FastifyRequest, reply: FastifyReply): void {
    reply.raw.once('close', () => this.destroyAll());
    // Also emitted after a body that ended normally, while resolvers may still read: only a cut-off counts.
    request.raw.once('close', () => {
      if (!request.raw.readableEnded) this.destroyAll();
    });
  }

  /** Watches each Upload the operations hold for its file (files arrive after the operations). */
  track(operations: unknown): void {
    for (const upload of uploadsIn(operations)) {
      upload.promise.then(
        (file) => this.add((file as { capacitor?: WriteStream }).capacitor),
        () => {},
      );
    }
  }

  destroyAll(): void {
    if (this.done) return;
    this.done = true;
    for (const capacitor of this.capacitors) capacitor.destroy();
    this.capacitors.clear();
    this.onDone();
  }

  private add(capacitor: WriteStream | undefined): void {
    if (!capacitor) return;
    if (this.done) capacitor.destroy();
    else this.capacitors.add(capacitor);
  }
}

/** The Upload values graphql-upload put in the operations (found without recursion: any depth is safe). */
function uploadsIn(operations: unknown): Upload[] {
  const found: Upload[] = [];
  const stack: unknown[] = [operations];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value instanceof Upload) found.push(value);
    else if (Array.isArray(value)) for (const item of value) stack.push(item);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) stack.push(item);
  }
  return found;
}
