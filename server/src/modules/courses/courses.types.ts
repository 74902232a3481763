import { CourseCategory, CourseLanguage, CourseLevel, CourseStatus } from '@common/enums';
import { Field, Float, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';
import { Paged } from '../../graphql/paging';

@ObjectType({ description: 'A lesson as the public course page lists it (its content needs an enrolment).' })
export class Lesson {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => Int) durationMinutes!: number;
  @Field(() => Boolean, { description: 'Free lessons are open to everyone; the others are locked.' })
  isFree!: boolean;
  /** Not in the schema: the lesson's course, for `contentAvailable`. */
  courseId!: number;
}

@ObjectType({ description: 'A chapter of a course, with its lessons in order.' })
export class Chapter {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Int) durationMinutes!: number;
  @Field(() => Boolean) isFree!: boolean;
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
  @Field(() => String, { nullable: true }) instructorName!: string | null;
  @Field(() => Float) rating!: number;
  @Field(() => Int) reviewsCount!: number;
  @Field(() => Int) enrolledStudents!: number;
  @Field(() => Boolean) certificateProvided!: boolean;
  @Field(() => CourseLanguage) language!: CourseLanguage;
  @Field(() => CourseStatus) status!: CourseStatus;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) lastUpdated!: Date;
  // `chapters` is resolved by CourseResolver through a per-request loader.
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
