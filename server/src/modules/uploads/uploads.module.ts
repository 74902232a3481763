import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { AdvisoryLocker } from './tus-locker';
import { registerTusUploads } from './tus-routes';
import { UploadAdminResolver } from './upload-admin.resolver';
import { UploadResolver } from './uploads.resolver';
import { uploadRoutes } from './uploads.routes';
import { UploadService } from './uploads.service';

export const uploadsModule = defineModule({
  name: 'uploads',
  services: ({
    db,
    storage,
    limiter,
    config,
  }: Uses<'db' | 'database' | 'storage' | 'limiter' | 'config' | 'live'>) => ({
    uploads: new UploadService(db, storage, limiter, config.uploadLimits),
  }),
  resolvers: ({ uploads }) => [new UploadResolver(uploads), new UploadAdminResolver(uploads)],
  rest: uploadRoutes,
  files: (fastify, { services: { uploads, storage, database, live, db }, createContext }) =>
    registerTusUploads(fastify, {
      uploads,
      storage,
      createContext,
      locker: new AdvisoryLocker(database.locks, live, db),
    }),
});
