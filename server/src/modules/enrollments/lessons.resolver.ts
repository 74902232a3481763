import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Lesson } from '../courses/courses.types';

@Resolver(() => Lesson)
export class LessonAccessResolver {
  @FieldResolver(() => Boolean, {
    description: 'True for a free lesson, or when the viewer’s enrolment in the course is ACTIVE.',
  })
  async contentAvailable(@Root() lesson: Lesson, @Ctx() ctx: RequestContext): Promise<boolean> {
    if (lesson.isFree) return true;
    const enrollment = await ctx.loaders.viewerEnrollmentByCourseId.load(lesson.courseId);
    return enrollment?.status === 'ACTIVE';
  }
}
