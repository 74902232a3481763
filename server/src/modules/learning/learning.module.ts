import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import type { NotificationService } from '../notifications/notifications.service';
import type { SiteSettingsService } from '../settings/settings.service';
import { CertificateIssuer } from './certificate-issuer';
import { registerCertificateFiles } from './certificates.http';
import { CertificateResolver } from './certificates.resolver';
import { CertificateService } from './certificates.service';
import { createLearningLoaders } from './learning.loaders';
import { LearningResolver } from './learning.resolver';
import { learningRoutes } from './learning.routes';
import { LessonProgressService } from './lesson-progress.service';

type Needs = Uses<'db' | 'config' | 'limiter' | 'printDesk'> & {
  notifications: NotificationService;
  settings: SiteSettingsService;
};

/** Lesson progress and course certificates. */
export const learningModule = defineModule({
  name: 'learning',
  services: ({ db, limiter, notifications }: Needs) => ({
    lessonProgress: new LessonProgressService(db, new CertificateIssuer(notifications)),
    certificates: new CertificateService(db, limiter),
  }),
  resolvers: (s) => [new LearningResolver(s.lessonProgress), new CertificateResolver(s.certificates)],
  rest: learningRoutes,
  loaders: createLearningLoaders,
  files: (fastify, { services: { certificates, printDesk, settings, config }, createContext }) =>
    registerCertificateFiles(fastify, {
      certificates,
      printDesk,
      settings,
      publicUrl: config.publicUrl,
      createContext,
    }),
});
