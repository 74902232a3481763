import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Lesson } from '../courses/courses.types';
import { mayReadContent } from '../courses/lesson-access';

@Resolver(() => Lesson)
export class LessonAccessResolver {
  @FieldResolver(() => Boolean, {
    description:
      'True when the viewer may read the lesson’s content: a free lesson, an admin, or an ACTIVE enrolment in the course.',
  })
  contentAvailable(@Root() lesson: Lesson, @Ctx() ctx: RequestContext): Promise<boolean> {
    return mayReadContent(ctx, lesson.courseId, lesson.isFree);
  }
}
