import type { Db } from '../../db/client';
import { RateLimiter } from '../../limits/rate-limiter';
import type { NotificationService } from '../notifications/notifications.service';
import { CertificateIssuer } from './certificate-issuer';
import { CertificateResolver } from './certificates.resolver';
import { CertificateService } from './certificates.service';
import { LearningResolver } from './learning.resolver';
import { LessonProgressService } from './lesson-progress.service';

/** Lesson progress and course certificates, wired together. */
export function createLearningServices(db: Db, { notifications }: { notifications: NotificationService }) {
  return {
    lessonProgress: new LessonProgressService(db, new CertificateIssuer(notifications)),
    certificates: new CertificateService(db, new RateLimiter(db)),
  };
}

export type LearningServices = ReturnType<typeof createLearningServices>;

export function createLearningResolvers(services: LearningServices): object[] {
  return [new LearningResolver(services.lessonProgress), new CertificateResolver(services.certificates)];
}
