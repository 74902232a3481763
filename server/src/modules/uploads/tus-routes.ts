import { Readable } from 'node:stream';
import { messages } from '@common/validation';
import type { Locker } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, notFound } from '../../errors';
import { refusalFor } from '../../graphql/auth-checker';
import type { ContextFactory } from '../../graphql/context';
import type { Viewer } from '../../graphql/viewer';
import type { FileStorage } from '../../storage/file-storage';
import { TUS_PATH, uploadAddressed } from './tus-address';
import { readDeclaredVideo } from './tus-creation';
import { removeUpload } from './tus-finish';
import { headMayBeVideo } from './tus-head';
import { tusMessages } from './tus-messages';
import { sendTusResponse } from './tus-reply';
import { createTusServer, UPLOADER_KEY } from './tus-server';
import { tusDirectoryOf } from './tus-store';
import type { UploadService } from './uploads.service';

export interface TusRouteDeps {
  uploads: UploadService;
  storage: FileStorage;
  createContext: ContextFactory;
  /** Shared by the replicas (a PostgreSQL advisory lock per upload, `tus-locker.ts`). */
  locker?: Locker;
}

/** A streamed body in a fetch Request needs `duplex`, which the DOM typings lack. */
type StreamingRequestInit = RequestInit & { duplex?: 'half' };

/** The Fastify request as the web Request the tus server reads; its body stream is left unread until then. */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined) headers.append(name, one);
  }
  const init: StreamingRequestInit = { method: request.method, headers };
  if (request.method === 'PATCH' || request.method === 'POST') {
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(urlOf(request), init);
}

// The host is never read: Locations are relative.
const urlOf = (request: FastifyRequest): URL => new URL(request.url, 'http://uploads.invalid');

/** The unfinished upload a request added bytes to: a PATCH's, or a creation's that carried its first piece. */
function unfinishedWrittenTo(method: string, id: string | undefined, response: Response): string | undefined {
  if (method === 'PATCH' && response.status === 204) return id;
  if (method === 'POST' && response.status === 201 && response.headers.get('upload-offset') !== null)
    return response.headers.get('location')?.split('/').pop();
  return undefined;
}

/**
 * /api/uploads/tus: resumable course-video uploads for admins. Every request but OPTIONS (a browser's
 * preflight cannot carry a token; it only tells the protocol's version, extensions and 100 MB limit) needs an
 * admin's live session, checked as on every other door before the tus server sees it. A creation request is
 * checked against the video rules from its headers and counted against the hourly upload limit; an existing
 * upload answers only its creator (any other viewer is told it does not exist). A piece that completes the
 * file's first bytes and shows they are not a video's ends the upload there (400, the upload deleted).
 */
export function registerTusUploads(
  fastify: FastifyInstance,
  { uploads, storage, createContext, locker }: TusRouteDeps,
): void {
  const viewers = new WeakMap<Request, Viewer>();
  const directory = tusDirectoryOf(storage);
  const tus = createTusServer({
    uploads,
    directory,
    path: TUS_PATH,
    viewerOf: (request) => viewers.get(request),
    log: fastify.log,
    locker,
  });

  async function uploaderOf(id: string): Promise<string | null> {
    try {
      return (await tus.datastore.getUpload(id)).metadata?.[UPLOADER_KEY] ?? null;
    } catch {
      return null;
    }
  }

  /**
   * The upload a request is about, read as the tus server will read it (its own extraction from the URL), and
   * answered only when the exact address names the same one; any other address does not exist.
   */
  function uploadOf(request: FastifyRequest): string | undefined {
    const addressed = uploadAddressed(request.url);
    if (addressed === undefined) throw notFound(tusMessages.uploadNotFound);
    if (addressed === null) return undefined;
    // Every handler shares this extraction; HEAD's is used for all, with the URL alone (the body stays unread).
    if (tus.handlers.HEAD.getFileIdFromRequest(new Request(urlOf(request))) !== addressed)
      throw notFound(tusMessages.uploadNotFound);
    return addressed;
  }

  async function admitted(request: FastifyRequest, id: string | undefined): Promise<Viewer | undefined> {
    if (request.method === 'OPTIONS') return undefined;
    const { viewer } = await createContext(request);
    const refusal = refusalFor(viewer, ['ADMIN']);
    if (refusal || !viewer) throw refusal ?? new DomainError('UNAUTHENTICATED');
    if (id === undefined) {
      const declared = readDeclaredVideo(request.headers);
      if (declared instanceof DomainError) throw declared;
      await uploads.admit(viewer);
    } else if ((await uploaderOf(id)) !== String(viewer.userId)) {
      throw notFound(tusMessages.uploadNotFound);
    }
    return viewer;
  }

  async function refuseUnlessVideo(id: string): Promise<void> {
    if (await headMayBeVideo(directory, id)) return;
    await removeUpload(directory, id);
    throw new DomainError('VALIDATION', messages.videoType, { file: messages.videoType });
  }

  fastify.register(async (scope) => {
    // The body is the tus server's to read (a chunk of the file), so no parser touches it here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: Parameters<typeof sendTusResponse>[0]) => {
      const id = uploadOf(request);
      const viewer = await admitted(request, id);
      const webRequest = webRequestOf(request);
      if (viewer) viewers.set(webRequest, viewer);
      const response = await tus.handleWeb(webRequest);
      const written = unfinishedWrittenTo(request.method, id, response);
      if (written) await refuseUnlessVideo(written);
      return sendTusResponse(reply, response);
    };
    scope.route({ method: ['POST', 'OPTIONS'], url: TUS_PATH, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${TUS_PATH}/:id`, handler });
  });
}
