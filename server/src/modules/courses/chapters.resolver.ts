import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Chapter, Lesson } from './courses.types';

@Resolver(() => Chapter)
export class ChapterResolver {
  @FieldResolver(() => [Lesson], { description: 'Lessons in order.' })
  lessons(@Root() chapter: Chapter, @Ctx() ctx: RequestContext) {
    return ctx.loaders.lessonsByChapterId.load(chapter.id);
  }
}
