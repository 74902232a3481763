import { CourseCategory, CourseLanguage, CourseLevel, CourseStatus, LessonContentType } from '@common/enums';
import { Field, Float, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';
import { Paged } from '../../graphql/paging';

/** A lesson's content: shown only to admins, students with an active enrolment, or for a free lesson. */
export interface LessonContent {
  videoUrl: string | null;
  videoKey: string | null;
  contentText: string | null;
  resourcesUrls: string | null;
  notes: string | null;
}

@ObjectType({
  description:
    'A lesson of a course. Its content (videoUrl, videoKey, contentText, resourcesUrls, notes) is null unless the lesson is free, the viewer is an admin or has an active enrolment in the course.',
})
export class Lesson {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => LessonContentType) contentType!: LessonContentType;
  @Field(() => Int) durationMinutes!: number;
  @Field(() => Boolean, { description: 'Free lessons are open to everyone; the others are locked.' })
  isFree!: boolean;
  @Field(() => Boolean) isDownloadable!: boolean;
  /** Not in the schema: the lesson's chapter. */
  chapterId!: number;
  /** Not in the schema: the lesson's course, for `contentAvailable` and the content gate. */
  courseId!: number;
  /** Not in the schema as such: each field is resolved through the content gate (lesson-access.ts). */
  content!: LessonContent;
}

@ObjectType({ description: 'A chapter of a course, with its lessons in order.' })
export class Chapter {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Int) durationMinutes!: number;
  @Field(() => Boolean) isFree!: boolean;
  /** Not in the schema: the chapter's course, for the content gate. */
  courseId!: number;
  /** Not in the schema as such: `videoUrl` and `videoKey` are resolved through the content gate. */
  video!: { videoUrl: string | null; videoKey: string | null };
  // `lessons` is resolved by ChapterResolver through a per-request loader.
}

@ObjectType({ description: 'A course of the public catalogue. Prices are in toman.' })
export class Course {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) shortDescription!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) whatYouWillLearn!: string | null;
  @Field(() => String, { nullable: true }) requirements!: string | null;
  @Field(() => String, { nullable: true }) targetAudience!: string | null;
  @Field(() => CourseCategory) category!: CourseCategory;
  @Field(() => CourseLevel) level!: CourseLevel;
  @Field(() => Float, { description: 'Toman; 0 means free.' }) price!: number;
  @Field(() => Float, { nullable: true, description: 'Toman, before a discount.' })
  originalPrice!: number | null;
  @Field(() => Boolean) isFree!: boolean;
  @Field(() => Int) durationHours!: number;
  @Field(() => Int) durationMinutes!: number;
  @Field(() => Int, { nullable: true, description: 'Null means unlimited.' }) maxStudents!: number | null;
  @Field(() => [String]) skills!: string[];
  @Field(() => String, { nullable: true }) thumbnailUrl!: string | null;
  @Field(() => String, { nullable: true }) trailerVideoUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The iframe address derived from the trailer link (YouTube, Vimeo or Aparat).',
  })
  trailerEmbedUrl!: string | null;
  @Field(() => Boolean) autoPlayTrailer!: boolean;
  @Field(() => Boolean, { description: 'Show the thumbnail over the trailer until it plays.' })
  showThumbnailOverlay!: boolean;
  @Field(() => Int, { nullable: true, description: 'The instructor’s account, when one is linked.' })
  instructorId!: number | null;
  @Field(() => String, { nullable: true }) instructorName!: string | null;
  @Field(() => Float) rating!: number;
  @Field(() => Int) reviewsCount!: number;
  @Field(() => Int) enrolledStudents!: number;
  @Field(() => Boolean) certificateProvided!: boolean;
  @Field(() => CourseLanguage) language!: CourseLanguage;
  @Field(() => CourseStatus) status!: CourseStatus;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) lastUpdated!: Date;
  // `chapters` and `totalLessons` are resolved by CourseResolver through per-request loaders.
}

@ObjectType({ description: 'One page of courses.' })
export class CoursePage extends Paged(Course) {}

@ObjectType({ description: 'A course category with its Persian label.' })
export class CourseCategoryOption {
  @Field(() => CourseCategory) value!: CourseCategory;
  @Field(() => String) label!: string;
}

@ObjectType({ description: 'A course level with its Persian label.' })
export class CourseLevelOption {
  @Field(() => CourseLevel) value!: CourseLevel;
  @Field(() => String) label!: string;
}

@ObjectType({ description: 'Figures of the admin course list.' })
export class CourseStats {
  @Field(() => Int) total!: number;
  @Field(() => Int) published!: number;
  @Field(() => Int) drafts!: number;
  @Field(() => Int) archived!: number;
  @Field(() => Int, { description: 'Active enrolments over all courses.' }) students!: number;
  @Field(() => Float, { description: 'The mean rating of the rated courses; 0 when none is rated.' })
  averageRating!: number;
}

@ObjectType({
  description: 'What deleting a course did: deleted, or archived because students are enrolled.',
})
export class CourseRemoval {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => String) message!: string;
  @Field(() => Boolean, { description: 'True when the course was archived instead of deleted.' })
  archived!: boolean;
}
