import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { CourseListArgs } from './courses.inputs';
import type { CourseService } from './courses.service';
import { Chapter, Course, CourseCategoryOption, CourseLevelOption, CoursePage } from './courses.types';

@Resolver(() => Course)
export class CourseResolver {
  constructor(private readonly courses: CourseService) {}

  @Policy('public')
  @Query(() => CoursePage, { description: 'The public catalogue: published courses only.' })
  publicCourses(@Args(() => CourseListArgs) args: CourseListArgs) {
    return this.courses.listPublished(args);
  }

  @Policy('public')
  @Query(() => Course, {
    nullable: true,
    description:
      'A published course; null for a draft or a missing id. An admin gets drafts and archived courses too (the course wizard’s edit mode).',
  })
  publicCourse(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.courses.findPublished(id, ctx.viewer);
  }

  @Policy('public')
  @Query(() => [CourseCategoryOption], { description: 'Course categories with Persian labels.' })
  courseCategories() {
    return this.courses.categories();
  }

  @Policy('public')
  @Query(() => [CourseLevelOption], { description: 'Course levels with Persian labels.' })
  courseLevels() {
    return this.courses.levels();
  }

  @FieldResolver(() => [Chapter], { description: 'Chapters in order.' })
  chapters(@Root() course: Course, @Ctx() ctx: RequestContext) {
    return ctx.loaders.chaptersByCourseId.load(course.id);
  }

  @FieldResolver(() => Int, { description: 'Lessons over all chapters.' })
  async totalLessons(@Root() course: Course, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.lessonCountByCourseId.load(course.id))?.total ?? 0;
  }
}
