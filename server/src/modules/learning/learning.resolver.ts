import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { Course } from '../courses/courses.types';
import { viewerOf } from '../viewer';
import { toCertificate } from './certificate-mapper';
import { emptyProgress } from './course-progress';
import { Certificate, CourseProgress, LessonCompletionResult } from './learning.types';
import type { LessonProgressService } from './lesson-progress.service';

/** Lesson progress: marking lessons done, the percent and where to resume, and claiming a certificate. */
@Resolver(() => Course)
export class LearningResolver {
  constructor(private readonly progress: LessonProgressService) {}

  @Policy('member')
  @Mutation(() => LessonCompletionResult, {
    description:
      'Marks a lesson of the course done for the signed-in student (ACTIVE enrolment only); repeating it is ' +
      'harmless. The last lesson of a course with a certificate issues it.',
  })
  markLessonDone(
    @Arg('courseId', () => Int) courseId: number,
    @Arg('lessonId', () => Int) lessonId: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.progress.setDone(viewerOf(ctx), courseId, lessonId, true);
  }

  @Policy('member')
  @Mutation(() => LessonCompletionResult, {
    description: 'Takes back a lesson marked done (an issued certificate stays issued).',
  })
  unmarkLessonDone(
    @Arg('courseId', () => Int) courseId: number,
    @Arg('lessonId', () => Int) lessonId: number,
    @Ctx() ctx: RequestContext,
  ) {
    return this.progress.setDone(viewerOf(ctx), courseId, lessonId, false);
  }

  @Policy('member')
  @Mutation(() => LessonCompletionResult, {
    description:
      'Issues the certificate of a course the student has completed, when it was not issued at the last ' +
      'completion (no name in the profile then, or lessons removed since).',
  })
  claimCertificate(@Arg('courseId', () => Int) courseId: number, @Ctx() ctx: RequestContext) {
    return this.progress.claimCertificate(viewerOf(ctx), courseId);
  }

  @Policy('member')
  @Query(() => CourseProgress, {
    nullable: true,
    description: 'The signed-in student’s progress in a course; null unless actively enrolled.',
  })
  myCourseProgress(@Arg('courseId', () => Int) courseId: number, @Ctx() ctx: RequestContext) {
    return this.progress.progress(viewerOf(ctx), courseId);
  }

  @Policy('member')
  @Query(() => [Course], {
    description: 'The courses the signed-in member is actively enrolled in, most recent first.',
  })
  myCourses(@Ctx() ctx: RequestContext) {
    return this.progress.myCourses(viewerOf(ctx));
  }

  @FieldResolver(() => CourseProgress, {
    nullable: true,
    description: 'The viewer’s progress in this course; null unless the viewer is actively enrolled.',
  })
  async viewerProgress(@Root() course: Course, @Ctx() ctx: RequestContext): Promise<CourseProgress | null> {
    const enrollment = await ctx.loaders.viewerEnrollmentByCourseId.load(course.id);
    if (enrollment?.status !== 'ACTIVE') return null;
    return (await ctx.loaders.viewerProgressByCourseId.load(course.id)) ?? emptyProgress(course.id);
  }

  @FieldResolver(() => Certificate, {
    nullable: true,
    description: 'The viewer’s certificate of this course; null when none was issued.',
  })
  async viewerCertificate(@Root() course: Course, @Ctx() ctx: RequestContext): Promise<Certificate | null> {
    const row = await ctx.loaders.viewerCertificateByCourseId.load(course.id);
    return row ? toCertificate(row) : null;
  }
}
