import { UserType } from '@common/enums';
import type { CourseOutput } from '@common/validation/course';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { invalid } from '../../errors';
import { courseAdminMessages as messages } from './course-admin.messages';

export interface InstructorColumns {
  instructorId: number | null;
  instructorName: string | null;
}

/**
 * Who teaches the course: a chosen staff member (linked, their name shown as the instructor) or, without one,
 * the name the admin typed. A chosen account that is not staff, or no longer exists, is refused on the field.
 */
export async function instructorColumns(db: Db, form: CourseOutput): Promise<InstructorColumns> {
  if (form.instructorId == null) return { instructorId: null, instructorName: form.instructorName ?? null };
  const [staff] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, form.instructorId), eq(users.userType, UserType.STAFF), isNull(users.deletedAt)));
  if (!staff) throw invalid({ instructorId: messages.instructorNotStaff });
  return { instructorId: form.instructorId, instructorName: `${staff.firstName} ${staff.lastName}`.trim() };
}
