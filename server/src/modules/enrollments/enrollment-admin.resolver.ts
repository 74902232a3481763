import { EnrollmentStatus } from '@common/enums';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import type { EnrollmentAdminService } from './enrollment-admin.service';
import { CourseEnrollment } from './enrollments.types';

@Authorized('ADMIN')
@Resolver()
export class EnrollmentAdminResolver {
  constructor(private readonly admin: EnrollmentAdminService) {}

  @Mutation(() => CourseEnrollment, {
    description: 'Admin: approve (ACTIVE) or reject (CANCELLED) a PENDING enrolment (an offline payment).',
  })
  updateEnrollmentStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => EnrollmentStatus) status: EnrollmentStatus,
    @Ctx() ctx: RequestContext,
  ) {
    return this.admin.setStatus(viewerOf(ctx), id, status);
  }
}
