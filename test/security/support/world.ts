import { eq } from 'drizzle-orm';
import { donations, enrollments, notifications, pageLayouts, users } from '../../../server/src/db/schema';
import type { OwnedResource } from '../../../server/src/graphql/policies';
import { bearer, insertUser } from '../../../server/src/testing/accounts';
import { insertCourse } from '../../../server/src/testing/enrollments';
import {
  insertPaymentMethods,
  insertProgram,
  routeGatewayInProcess,
  TEST_METHODS,
} from '../../../server/src/testing/fundraising';
import { createTestApp, type TestApp } from '../../../server/src/testing/test-app';

/** The six callers every operation is tried as. */
export const PRINCIPALS = ['anonymous', 'deactivated', 'STUDENT', 'DONOR', 'STAFF', 'ADMIN'] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type Member = Exclude<Principal, 'anonymous'>;

/** Which object an Int argument should name. */
export type IdKind =
  | OwnedResource
  | 'user'
  | 'program'
  | 'course'
  | 'enrollment'
  | 'paymentMethod'
  | 'pageLayout';

/** One app with a seeded account per principal, a victim account owning objects, and public content. */
export interface World {
  t: TestApp;
  userIds: Record<Member | 'victim', number>;
  /** Fixed ids of shared objects (the victim's where they have an owner). */
  ids: Record<Exclude<IdKind, OwnedResource>, number>;
  /** A fresh session's headers (sessions are cheap; a mutation may end the one it ran with). */
  headersFor(principal: Principal): Promise<Record<string, string>>;
  /** A new object of `resource` owned by `owner` (fresh each time, so deleting one harms no later call). */
  owned(resource: OwnedResource, owner: Member | 'victim'): Promise<number>;
}

const PHONES: Record<Member | 'victim', string> = {
  deactivated: '09125550001',
  STUDENT: '09125550002',
  DONOR: '09125550003',
  STAFF: '09125550004',
  ADMIN: '09125550005',
  victim: '09125550006',
};

export async function createWorld(): Promise<World> {
  const t = await createTestApp();
  routeGatewayInProcess(t);
  const methods = await insertPaymentMethods(t);
  const userIds = {} as Record<Member | 'victim', number>;
  for (const [who, phone] of Object.entries(PHONES) as Array<[Member | 'victim', string]>) {
    const userType = who === 'deactivated' || who === 'victim' ? 'STUDENT' : who;
    userIds[who] = (await insertUser(t, phone, { userType })).id;
  }
  await t.db.update(users).set({ isActive: false }).where(eq(users.id, userIds.deactivated));
  const program = await insertProgram(t);
  // Donations made for the matrix sit on a program of their own (made at the first), which no admin row
  // deletes or cancels.
  let donatedProgram: Promise<{ id: number }> | undefined;
  const course = await insertCourse(t, 1_000_000);
  const [enrollment] = await t.db
    .insert(enrollments)
    .values({ courseId: course, userId: userIds.victim, status: 'PENDING', paymentMethod: TEST_METHODS.card })
    .returning();
  const [layout] = await t.db
    .insert(pageLayouts)
    .values({ name: 'صفحه', pageKey: 'about', isPublished: true, layoutData: [] })
    .returning();

  const owned = async (resource: OwnedResource, owner: Member | 'victim') => {
    const userId = userIds[owner];
    if (resource === 'notification') {
      const [row] = await t.db
        .insert(notifications)
        .values({ userId, title: 'اعلان', message: 'پیام' })
        .returning();
      return row.id;
    }
    donatedProgram ??= insertProgram(t);
    const programId = (await donatedProgram).id;
    const [row] = await t.db
      .insert(donations)
      .values({
        programId,
        userId,
        amount: 100_000,
        paymentMethod: TEST_METHODS.online,
      })
      .returning();
    return row.id;
  };
  return {
    t,
    userIds,
    ids: {
      user: userIds.victim,
      program: program.id,
      course,
      enrollment: enrollment.id,
      // The course-only method: an admin deleting or toggling it leaves donations payable.
      paymentMethod: methods[3].id,
      pageLayout: layout.id,
    },
    owned,
    async headersFor(principal) {
      if (principal === 'anonymous') return {};
      const token = await t.app.services.sessions.open(userIds[principal], {
        ip: '127.0.0.1',
        userAgent: 'test',
      });
      return bearer(token);
    },
  };
}
