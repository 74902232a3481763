import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { Course } from '../courses/courses.types';
import { viewerOf } from '../viewer';
import type { EnrollmentService } from './enrollments.service';
import { CourseEnrollment, EnrollmentResult } from './enrollments.types';

@Resolver(() => Course)
export class EnrollmentResolver {
  constructor(private readonly enrollments: EnrollmentService) {}

  @Policy('member')
  @Mutation(() => EnrollmentResult, {
    description:
      'Enrols the signed-in member in a published course: a free one at once; a paid one stays PENDING ' +
      'until its payment completes (paymentMethod is a COURSE method code; online answers gatewayUrl). ' +
      'An existing ACTIVE enrolment is answered as it is.',
  })
  enrollInCourse(
    @Arg('courseId', () => Int) courseId: number,
    @Arg('paymentMethod', () => String, { nullable: true }) paymentMethod: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return this.enrollments.enroll(viewerOf(ctx), courseId, paymentMethod, ctx.origin);
  }

  @Policy('member')
  @Query(() => CourseEnrollment, {
    nullable: true,
    description: 'The signed-in member’s enrolment in a published course; null when there is none.',
  })
  myCourseEnrollment(@Arg('courseId', () => Int) courseId: number, @Ctx() ctx: RequestContext) {
    return this.enrollments.mine(viewerOf(ctx), courseId);
  }

  @FieldResolver(() => CourseEnrollment, {
    nullable: true,
    description:
      'The signed-in viewer’s enrolment in this course (any status); null for guests and non-members.',
  })
  viewerEnrollment(@Root() course: Course, @Ctx() ctx: RequestContext) {
    return ctx.loaders.viewerEnrollmentByCourseId.load(course.id);
  }
}
