import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { LessonContent } from './courses.types';
import { Lesson } from './courses.types';
import { mayReadContent } from './lesson-access';

const CONTENT = 'Content: null unless the lesson is free, or the viewer is an admin or actively enrolled.';

/** A lesson's content fields, each behind the content gate. */
@Resolver(() => Lesson)
export class LessonContentResolver {
  private async content<K extends keyof LessonContent>(lesson: Lesson, ctx: RequestContext, key: K) {
    return (await mayReadContent(ctx, lesson.courseId, lesson.isFree)) ? lesson.content[key] : null;
  }

  @FieldResolver(() => String, { nullable: true, description: `The video link. ${CONTENT}` })
  videoUrl(@Root() lesson: Lesson, @Ctx() ctx: RequestContext) {
    return this.content(lesson, ctx, 'videoUrl');
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `The uploaded video's storage key. ${CONTENT}`,
  })
  videoKey(@Root() lesson: Lesson, @Ctx() ctx: RequestContext) {
    return this.content(lesson, ctx, 'videoKey');
  }

  @FieldResolver(() => String, { nullable: true, description: `A TEXT lesson's text. ${CONTENT}` })
  contentText(@Root() lesson: Lesson, @Ctx() ctx: RequestContext) {
    return this.content(lesson, ctx, 'contentText');
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `A RESOURCE lesson's links, one per line. ${CONTENT}`,
  })
  resourcesUrls(@Root() lesson: Lesson, @Ctx() ctx: RequestContext) {
    return this.content(lesson, ctx, 'resourcesUrls');
  }

  @FieldResolver(() => String, { nullable: true, description: `The teacher's notes. ${CONTENT}` })
  notes(@Root() lesson: Lesson, @Ctx() ctx: RequestContext) {
    return this.content(lesson, ctx, 'notes');
  }
}
