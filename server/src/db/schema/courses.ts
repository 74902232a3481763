import {
  COURSE_CATEGORIES,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_STATUSES,
  LESSON_CONTENT_TYPES,
} from '@common/enums';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { users } from './users';

export const courseCategoryEnum = pgEnum('course_category', COURSE_CATEGORIES);
export const courseLevelEnum = pgEnum('course_level', COURSE_LEVELS);
export const courseStatusEnum = pgEnum('course_status', COURSE_STATUSES);
export const courseLanguageEnum = pgEnum('course_language', COURSE_LANGUAGES);
export const lessonContentTypeEnum = pgEnum('lesson_content_type', LESSON_CONTENT_TYPES);

export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    shortDescription: text(),
    description: text(),
    whatYouWillLearn: text(),
    requirements: text(),
    targetAudience: text(),
    category: courseCategoryEnum().notNull(),
    level: courseLevelEnum().notNull(),
    /** Rial; 0 means free. */
    price: bigint({ mode: 'number' }).notNull().default(0),
    originalPrice: bigint({ mode: 'number' }),
    durationHours: integer().notNull().default(0),
    durationMinutes: integer().notNull().default(0),
    /** Null means unlimited. */
    maxStudents: integer(),
    language: courseLanguageEnum().notNull().default('PERSIAN'),
    certificateProvided: boolean().notNull().default(false),
    skills: jsonb().$type<string[]>().notNull().default([]),
    thumbnailUrl: text(),
    trailerVideoUrl: text(),
    autoPlayTrailer: boolean().notNull().default(false),
    showThumbnailOverlay: boolean().notNull().default(true),
    status: courseStatusEnum().notNull().default('DRAFT'),
    instructorId: integer().references(() => users.id, { onDelete: 'set null' }),
    instructorName: text(),
    rating: real().notNull().default(0),
    reviewsCount: integer().notNull().default(0),
    /** Kept equal to the count of active enrolments, updated in the enrolment transaction. */
    enrolledStudents: integer().notNull().default(0),
    searchText: text().notNull().default(''),
    publishedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    index('courses_status_created_idx').on(t.status, t.createdAt),
    index('courses_status_category_level_idx').on(t.status, t.category, t.level),
    index('courses_status_price_idx').on(t.status, t.price),
    index('courses_status_rating_idx').on(t.status, t.rating),
    index('courses_status_enrolled_idx').on(t.status, t.enrolledStudents),
    index('courses_instructor_idx').on(t.instructorId),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    chapterOrder: integer().notNull().default(1),
    durationMinutes: integer().notNull().default(0),
    videoUrl: text(),
    videoKey: text(),
    isFree: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('chapters_course_order_idx').on(t.courseId, t.chapterOrder)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    chapterId: integer()
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    contentType: lessonContentTypeEnum().notNull().default('VIDEO'),
    durationMinutes: integer().notNull().default(0),
    videoUrl: text(),
    videoKey: text(),
    contentText: text(),
    resourcesUrls: text(),
    isFree: boolean().notNull().default(false),
    isDownloadable: boolean().notNull().default(false),
    notes: text(),
    lessonOrder: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [index('lessons_chapter_order_idx').on(t.chapterId, t.lessonOrder)],
);
