import { VIDEO_MAX_BYTES } from '@common/constants';
import { FileStore } from '@tus/file-store';
import { type Locker, Server, type Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import { refusalOf } from '../../http/error-shapes';
import { type Envelope, fail, ok } from '../../rest/envelope';
import { storeFinishedVideo } from './tus-finish';
import { tusMessages } from './tus-messages';
import { uploadMessages } from './uploads.messages';
import type { UploadService } from './uploads.service';

/** The metadata key naming the admin who created an upload (set by the server, whatever the client sent). */
export const UPLOADER_KEY = 'uploaderId';

export interface TusServerDeps {
  uploads: UploadService;
  /** The folder the tus file store keeps unfinished uploads in. */
  directory: string;
  /** The route's path (`/api/uploads/tus`). */
  path: string;
  /** The viewer the route checked for this request. */
  viewerOf(request: Request): Viewer | undefined;
  log: FastifyBaseLogger;
  /** One request at a time per upload, across replicas (`tus-locker.ts`); the tus server's in-memory one if absent. */
  locker?: Locker;
}

type HookAnswer = { status_code: number; headers: Record<string, string>; body: string };

const JSON_TYPE = 'application/json; charset=utf-8';
const answer = (status: number, envelope: Envelope): HookAnswer => ({
  status_code: status,
  headers: { 'Content-Type': JSON_TYPE },
  body: JSON.stringify(envelope),
});

/**
 * The tus 1.0 server behind /api/uploads/tus (creation, HEAD, PATCH, termination; no deferred length).
 * Uploads wait on the local disk; the one that ends an upload answers, instead of the protocol's empty 204,
 * the envelope of POST /courses/upload/video: 200 with { fileUrl, minioKey, fileName }, or the refusal.
 * Locations are relative, so no Host or X-Forwarded-* header can point a client elsewhere; no CORS headers
 * (the site calls it from its own origin).
 */
export function createTusServer({ uploads, directory, path, viewerOf, log, locker }: TusServerDeps): Server {
  const finishing = new Set<string>();
  const viewerFor = (request: Request): Viewer => {
    const viewer = viewerOf(request);
    // The route checks every request before it reaches the server; this only guards against a route without.
    if (!viewer)
      throw {
        status_code: 401,
        body: JSON.stringify(fail(refusalOf(new DomainError('UNAUTHENTICATED')).message)),
      };
    return viewer;
  };

  async function finish(request: Request, upload: Upload): Promise<HookAnswer> {
    const viewer = viewerFor(request);
    // An empty PATCH at the final offset would end the same upload again while it is being stored.
    if (finishing.has(upload.id)) return answer(409, fail(tusMessages.uploadLocked));
    finishing.add(upload.id);
    try {
      const fileName = upload.metadata?.filename ?? '';
      const size = upload.size ?? upload.offset;
      const video = await storeFinishedVideo(uploads, directory, { id: upload.id, size, fileName }, viewer);
      const data = { fileUrl: video.fileUrl, minioKey: video.minioKey, fileName: video.fileName };
      return answer(200, ok(data, uploadMessages.videoUploaded));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.status >= 500)
        log.error({ err: error, uploadId: upload.id }, 'finishing a resumable upload failed');
      return answer(refusal.status, fail(refusal.message, refusal.fieldErrors));
    } finally {
      finishing.delete(upload.id);
    }
  }

  return new Server({
    path,
    datastore: new FileStore({ directory }),
    maxSize: VIDEO_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    allowedOrigins: [],
    ...(locker ? { locker } : {}),
    async onUploadCreate(request, upload) {
      const viewer = viewerFor(request);
      return { metadata: { ...upload.metadata, [UPLOADER_KEY]: String(viewer.userId) } };
    },
    onUploadFinish: finish,
  });
}
