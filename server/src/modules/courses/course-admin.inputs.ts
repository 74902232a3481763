import { CourseCategory, CourseLanguage, CourseLevel, CourseStatus, LessonContentType } from '@common/enums';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import '../../graphql/enums';

@InputType({
  description: 'A lesson of the course form; with an id it updates that stored lesson of the course.',
})
export class LessonInput {
  @Field(() => Int, { nullable: true, description: 'A stored lesson of this course; absent for a new one.' })
  id?: number | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => LessonContentType) contentType!: LessonContentType;
  @Field(() => Int, { nullable: true, description: 'Default 0.' }) durationMinutes?: number | null;
  @Field(() => String, { nullable: true }) videoUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'The storage key of an uploaded video.' })
  videoKey?: string | null;
  @Field(() => String, { nullable: true }) contentText?: string | null;
  @Field(() => String, { nullable: true, description: 'Links, one per line.' }) resourcesUrls?: string | null;
  @Field(() => Boolean, { nullable: true }) isFree?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isDownloadable?: boolean | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType({
  description:
    'A chapter of the course form; its order is its place in the list. With an id it updates that stored chapter.',
})
export class ChapterInput {
  @Field(() => Int, { nullable: true, description: 'A stored chapter of this course; absent for a new one.' })
  id?: number | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true }) durationMinutes?: number | null;
  @Field(() => Boolean, { nullable: true }) isFree?: boolean | null;
  @Field(() => String, { nullable: true }) videoUrl?: string | null;
  @Field(() => String, { nullable: true }) videoKey?: string | null;
  @Field(() => [LessonInput], { nullable: true, description: 'In order.' }) lessons?: LessonInput[] | null;
}

@InputType({
  description:
    'The whole course form (spec doc 3 §2.8): saved with its chapters and lessons; stored chapters and lessons not sent are removed.',
})
export class CourseInput {
  @Field(() => String) title!: string;
  @Field(() => CourseCategory) category!: CourseCategory;
  @Field(() => CourseLevel) level!: CourseLevel;
  @Field(() => String, { nullable: true }) shortDescription?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) whatYouWillLearn?: string | null;
  @Field(() => String, { nullable: true }) requirements?: string | null;
  @Field(() => String, { nullable: true }) targetAudience?: string | null;
  @Field(() => Float, { nullable: true, description: 'Toman; blank or 0 means free.' }) price?: number | null;
  @Field(() => Float, { nullable: true, description: 'Toman, before a discount.' })
  originalPrice?: number | null;
  @Field(() => Int, { nullable: true }) durationHours?: number | null;
  @Field(() => Int, { nullable: true, description: '0 to 59.' }) durationMinutes?: number | null;
  @Field(() => Int, { nullable: true, description: 'Blank means unlimited.' }) maxStudents?: number | null;
  @Field(() => CourseLanguage, { nullable: true, description: 'Default PERSIAN.' })
  language?: CourseLanguage | null;
  @Field(() => Boolean, { nullable: true }) certificateProvided?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Kept when a thumbnail file is sent with the form.' })
  thumbnailUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'A YouTube, Vimeo or Aparat link.' })
  trailerVideoUrl?: string | null;
  @Field(() => Boolean, { nullable: true }) autoPlayTrailer?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) showThumbnailOverlay?:
    | boolean
    | null;
  @Field(() => CourseStatus, {
    nullable: true,
    description: 'DRAFT (default) or PUBLISHED (checked against the publish checklist) or ARCHIVED.',
  })
  status?: CourseStatus | null;
  @Field(() => Int, {
    nullable: true,
    description: 'A staff member who teaches the course; their name is shown and instructorName is ignored.',
  })
  instructorId?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The instructor’s name when no staff member is chosen.',
  })
  instructorName?: string | null;
  @Field(() => [String], { nullable: true, description: 'At most 15; blanks and repeats dropped.' })
  skills?: string[] | null;
  @Field(() => [ChapterInput], { nullable: true, description: 'In order.' }) chapters?: ChapterInput[] | null;
}

@ArgsType()
export class AdminCourseListArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' })
  page!: number;

  @Field(() => Int, { defaultValue: 10, description: 'At most 100.' })
  size!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Words searched in title and instructor (Persian-aware).',
  })
  query?: string | null;

  @Field(() => CourseCategory, { nullable: true })
  category?: CourseCategory | null;

  @Field(() => CourseStatus, { nullable: true })
  status?: CourseStatus | null;
}

@ArgsType()
export class InstructorCourseArgs {
  @Field(() => Int) instructorId!: number;

  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' })
  page!: number;

  @Field(() => Int, { defaultValue: 10, description: 'At most 100.' })
  size!: number;
}
