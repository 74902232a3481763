import type { EnrollmentStatus } from '@common/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrollments } from '../../db/schema';
import { DomainError, invalid, notFound } from '../../errors';
import type { EnrollmentCompletion } from './enrollment-completion';
import { adminEnrollmentMessages } from './enrollments.messages';
import { toCourseEnrollment } from './enrollments.service';
import type { CourseEnrollment } from './enrollments.types';

/** The admin's approval (ACTIVE) or rejection (CANCELLED) of an offline course payment. */
export class EnrollmentAdminService {
  constructor(
    private readonly db: Db,
    private readonly completion: EnrollmentCompletion,
  ) {}

  async setStatus(id: number, status: EnrollmentStatus): Promise<CourseEnrollment> {
    if (status === 'PENDING') throw invalid({ status: adminEnrollmentMessages.statusChoice });
    const changed =
      status === 'ACTIVE'
        ? await this.completion.complete(id, { kind: 'MANUAL' })
        : await this.completion.fail(id);
    if (changed) return toCourseEnrollment(changed);
    const [row] = await this.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.id, id));
    if (!row) throw notFound(adminEnrollmentMessages.notFound);
    throw new DomainError('CONFLICT', adminEnrollmentMessages.alreadyDecided);
  }
}
