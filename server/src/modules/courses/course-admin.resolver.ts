import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import { AdminCourseListArgs, CourseInput, InstructorCourseArgs } from './course-admin.inputs';
import type { CourseAdminService } from './course-admin.service';
import { Course, CoursePage, CourseRemoval, CourseStats, Lesson } from './courses.types';

const THUMBNAIL =
  'An optional thumbnail file (JPG, PNG, GIF or WEBP, at most 5 MB) with the multipart request protocol; the request needs the header Apollo-Require-Preflight: true.';

@Authorized('ADMIN')
@Resolver(() => Course)
export class CourseAdminResolver {
  constructor(private readonly courses: CourseAdminService) {}

  @Query(() => CoursePage, {
    description: 'Admin: courses of every status, newest first; search over title and instructor.',
  })
  adminCourses(@Args(() => AdminCourseListArgs) args: AdminCourseListArgs) {
    return this.courses.list(args);
  }

  @Query(() => Course, { nullable: true, description: 'Admin: a course of any status; null when missing.' })
  adminCourse(@Arg('id', () => Int) id: number) {
    return this.courses.find(id);
  }

  @Query(() => CourseStats, { description: 'Admin: the course list’s figures.' })
  adminCourseStats() {
    return this.courses.stats();
  }

  @Query(() => CoursePage, { description: 'Admin: the courses of one instructor, any status, newest first.' })
  instructorCourses(@Args(() => InstructorCourseArgs) args: InstructorCourseArgs) {
    return this.courses.byInstructor(args);
  }

  @Mutation(() => Course, { description: `Admin: add a course with its chapters and lessons. ${THUMBNAIL}` })
  createCourse(
    @Arg('input', () => CourseInput) input: CourseInput,
    @Arg('thumbnail', () => GraphQLUpload, { nullable: true }) thumbnail: Promise<FileUpload> | null,
    @Ctx() ctx: RequestContext,
  ) {
    return this.courses.create(viewerOf(ctx), input, thumbnail);
  }

  @Mutation(() => Course, {
    description: `Admin: save a whole course; chapters and lessons are created, updated, reordered and removed to match. ${THUMBNAIL}`,
  })
  updateCourse(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CourseInput) input: CourseInput,
    @Arg('thumbnail', () => GraphQLUpload, { nullable: true }) thumbnail: Promise<FileUpload> | null,
    @Ctx() ctx: RequestContext,
  ) {
    return this.courses.update(viewerOf(ctx), id, input, thumbnail);
  }

  @Mutation(() => Course, { description: 'Admin: publish a course that passes the 7-item checklist.' })
  publishCourse(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.courses.publish(viewerOf(ctx), id);
  }

  @Mutation(() => Course, { description: 'Admin: take a course back to draft (hidden from the catalogue).' })
  draftCourse(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.courses.draft(viewerOf(ctx), id);
  }

  @Mutation(() => Course, { description: 'Admin: archive a course (hidden from the catalogue).' })
  archiveCourse(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.courses.archive(viewerOf(ctx), id);
  }

  @Mutation(() => CourseRemoval, {
    description: 'Admin: delete a course; one with enrolments is archived instead, and the answer says so.',
  })
  deleteCourse(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext) {
    return this.courses.remove(viewerOf(ctx), id);
  }

  @Mutation(() => Lesson, {
    description:
      'Admin: set a lesson’s video (an uploaded file’s storage key, or a link); both null removes it.',
  })
  setLessonVideo(
    @Arg('lessonId', () => Int) lessonId: number,
    @Arg('videoKey', () => String, { nullable: true }) videoKey: string | null,
    @Arg('videoUrl', () => String, { nullable: true }) videoUrl: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return this.courses.setLessonVideo(viewerOf(ctx), lessonId, videoKey, videoUrl);
  }
}
