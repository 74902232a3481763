import { courseSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import type { UploadService } from '../uploads/uploads.service';
import { ChapterResolver } from './chapters.resolver';
import { CourseAdminResolver } from './course-admin.resolver';
import { courseAdminRoutes } from './course-admin.routes';
import { CourseAdminService } from './course-admin.service';
import { createCourseLoaders } from './courses.loaders';
import { CourseResolver } from './courses.resolver';
import { courseRoutes } from './courses.routes';
import { CourseService } from './courses.service';
import { LessonContentResolver } from './lesson-content.resolver';

type Needs = Uses<'db' | 'pictures'> & { audit: AuditService; uploads: UploadService };

export const coursesModule = defineModule({
  name: 'courses',
  services: ({ db, pictures, audit, uploads }: Needs) => ({
    courses: new CourseService(db),
    courseAdmin: new CourseAdminService(db, audit, uploads, pictures),
  }),
  resolvers: (s) => [
    new CourseResolver(s.courses),
    new ChapterResolver(),
    new LessonContentResolver(),
    new CourseAdminResolver(s.courseAdmin),
  ],
  rest: [...courseAdminRoutes, ...courseRoutes],
  loaders: createCourseLoaders,
  inputMessages: { CourseInput: fieldMessagesOf(courseSchema) },
});
