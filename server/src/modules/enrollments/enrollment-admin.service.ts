import type { EnrollmentStatus } from '@common/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrollments } from '../../db/schema';
import { DomainError, invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { AuditService } from '../audit/audit.service';
import type { EnrollmentCompletion, EnrollmentRow } from './enrollment-completion';
import { adminEnrollmentMessages } from './enrollments.messages';
import { toCourseEnrollment } from './enrollments.service';
import type { CourseEnrollment } from './enrollments.types';

/** The admin's approval (ACTIVE) or rejection (CANCELLED) of an offline course payment. */
export class EnrollmentAdminService {
  constructor(
    private readonly db: Db,
    private readonly completion: EnrollmentCompletion,
    private readonly audit: AuditService,
  ) {}

  async setStatus(admin: Viewer, id: number, status: EnrollmentStatus): Promise<CourseEnrollment> {
    if (status === 'PENDING') throw invalid({ status: adminEnrollmentMessages.statusChoice });
    const audited = this.audited(admin);
    const changed =
      status === 'ACTIVE'
        ? await this.completion.complete(id, { kind: 'MANUAL' }, audited)
        : await this.completion.fail(id, undefined, audited);
    if (changed) return toCourseEnrollment(changed);
    const [row] = await this.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.id, id));
    if (!row) throw notFound(adminEnrollmentMessages.notFound);
    throw new DomainError('CONFLICT', adminEnrollmentMessages.alreadyDecided);
  }

  /** The audit entry of a decided enrolment: only PENDING is ever decided; an approval records what was paid. */
  private audited(admin: Viewer) {
    return (tx: Db, enrollment: EnrollmentRow) =>
      this.audit.record(tx, admin, {
        action: 'status',
        objectType: 'enrollment',
        objectId: enrollment.id,
        before: { status: 'PENDING' },
        after:
          enrollment.status === 'ACTIVE'
            ? { status: enrollment.status, amountPaid: enrollment.amountPaid }
            : { status: enrollment.status },
      });
  }
}
