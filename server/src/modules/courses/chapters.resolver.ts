import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Chapter, Lesson } from './courses.types';
import { mayReadContent } from './lesson-access';

const GATED = 'Null unless the chapter is free, or the viewer is an admin or actively enrolled.';

@Resolver(() => Chapter)
export class ChapterResolver {
  @FieldResolver(() => [Lesson], { description: 'Lessons in order.' })
  lessons(@Root() chapter: Chapter, @Ctx() ctx: RequestContext) {
    return ctx.loaders.lessonsByChapterId.load(chapter.id);
  }

  @FieldResolver(() => String, { nullable: true, description: `The chapter's video link. ${GATED}` })
  async videoUrl(@Root() chapter: Chapter, @Ctx() ctx: RequestContext) {
    return (await mayReadContent(ctx, chapter.courseId, chapter.isFree)) ? chapter.video.videoUrl : null;
  }

  @FieldResolver(() => String, { nullable: true, description: `The chapter's uploaded video key. ${GATED}` })
  async videoKey(@Root() chapter: Chapter, @Ctx() ctx: RequestContext) {
    return (await mayReadContent(ctx, chapter.courseId, chapter.isFree)) ? chapter.video.videoKey : null;
  }
}
