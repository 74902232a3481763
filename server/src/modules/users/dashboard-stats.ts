// The figures of the dashboard's stat cards (spec doc 1 §6), one SQL statement per member type. Money is
// rial; percentages have one decimal and never exceed 100. How each figure is defined is recorded in
// docs/decisions.md ("Dashboard figures").
import { UserType } from '@common/enums';
import { and, count, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, courses, donations, enrollments, lessons, programs } from '../../db/schema';
import type { DashboardStats, DonorDashboard, StaffDashboard, StudentDashboard } from './users.types';

/** Who the figures are for: the member's id, type and (verified) mobile number. */
export interface DashboardMember {
  id: number;
  userType: string;
  phoneNumber: string;
}

const num = (value: unknown) => Number(value ?? 0);
/** A money sum as PostgreSQL's exact decimal text (the BigInt scalar answers a number while it is safe). */
const exact = (value: string | number | null | undefined) => String(value ?? 0);

/** A percentage of two sums, one decimal, at most 100; null when there is nothing to divide by (spelt out: least() skips nulls). */
const percent = (part: ReturnType<typeof sql>, whole: ReturnType<typeof sql>) =>
  sql<string | null>`case when ${whole} > 0 then least(100, round(100.0 * ${part} / ${whole}, 1)) end`;

/**
 * Donor: the programs with at least one of the donor's COMPLETED donations. Students helped = the sum of
 * those programs' participants; overall impact = the donor's completed donations as a share of what those
 * programs have raised in all.
 */
export async function donorDashboard(db: Db, userId: number): Promise<DonorDashboard> {
  const funded = db.$with('funded').as(
    db
      .select({ programId: donations.programId, given: sql<string>`sum(${donations.amount})`.as('given') })
      .from(donations)
      .where(and(eq(donations.userId, userId), eq(donations.status, 'COMPLETED')))
      .groupBy(donations.programId),
  );
  const [row] = await db
    .with(funded)
    .select({
      studentsHelped: sql<string>`coalesce(sum(${programs.currentParticipants}), 0)`,
      overallImpact: percent(sql`sum(${funded.given})`, sql`sum(${programs.raisedAmount})`),
    })
    .from(funded)
    .innerJoin(programs, eq(programs.id, funded.programId));
  return { studentsHelped: num(row?.studentsHelped), overallImpact: num(row?.overallImpact) };
}

/**
 * Student: their course enrolments. Requests = enrolments not cancelled (pending ones counted apart);
 * scholarship = for ACTIVE enrolments, the course's list price (original price, else price) minus what was
 * paid, never below 0; active courses = ACTIVE enrolments; lessons = the lessons of those courses.
 */
export async function studentDashboard(db: Db, userId: number): Promise<StudentDashboard> {
  const active = eq(enrollments.status, 'ACTIVE');
  const openLessons = db
    .select({ n: count() })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .innerJoin(enrollments, eq(enrollments.courseId, chapters.courseId))
    .where(and(eq(enrollments.userId, userId), active));
  const [row] = await db
    .select({
      requests: sql<number>`count(*) filter (where ${enrollments.status} <> 'CANCELLED')`,
      pendingRequests: sql<number>`count(*) filter (where ${enrollments.status} = 'PENDING')`,
      activeCourses: sql<number>`count(*) filter (where ${active})`,
      scholarshipReceived: sql<string>`coalesce(sum(greatest(coalesce(${courses.originalPrice}, ${courses.price}) - ${enrollments.amountPaid}, 0)) filter (where ${active}), 0)::text`,
      lessonsAvailable: sql<number>`(${openLessons})`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId));
  return {
    requests: num(row?.requests),
    pendingRequests: num(row?.pendingRequests),
    activeCourses: num(row?.activeCourses),
    scholarshipReceived: exact(row?.scholarshipReceived),
    lessonsAvailable: num(row?.lessonsAvailable),
  };
}

/**
 * Staff: the programs they coordinate (coordinatorId, or — with no coordinator account set — the program's
 * coordinator phone is their verified mobile), leaving out drafts and cancelled ones, and the courses they
 * teach. Students managed = those programs' participants + distinct students actively enrolled in their
 * courses; budget = the programs' target budgets; success rate = raised over target for the programs with a
 * target (null when none has one).
 */
export async function staffDashboard(db: Db, member: DashboardMember): Promise<StaffDashboard> {
  const courseStudents = db
    .select({ n: sql<number>`count(distinct ${enrollments.userId})` })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(courses.instructorId, member.id), eq(enrollments.status, 'ACTIVE')));
  const withTarget = sql`${programs.targetBudget} > 0`;
  const [row] = await db
    .select({
      studentsManaged: sql<string>`coalesce(sum(${programs.currentParticipants}), 0) + (${courseStudents})`,
      activeProjects: sql<number>`count(*) filter (where ${programs.status} = 'ACTIVE')`,
      projectsManaged: count(),
      budgetManaged: sql<string>`coalesce(sum(${programs.targetBudget}), 0)::text`,
      raisedAmount: sql<string>`coalesce(sum(${programs.raisedAmount}), 0)::text`,
      successRate: percent(
        sql`sum(${programs.raisedAmount}) filter (where ${withTarget})`,
        sql`sum(${programs.targetBudget}) filter (where ${withTarget})`,
      ),
    })
    .from(programs)
    .where(
      and(
        notInArray(programs.status, ['DRAFT', 'CANCELLED']),
        or(
          eq(programs.coordinatorId, member.id),
          and(isNull(programs.coordinatorId), eq(programs.coordinatorPhone, member.phoneNumber)),
        ),
      ),
    );
  return {
    studentsManaged: num(row?.studentsManaged),
    activeProjects: num(row?.activeProjects),
    projectsManaged: num(row?.projectsManaged),
    budgetManaged: exact(row?.budgetManaged),
    raisedAmount: exact(row?.raisedAmount),
    successRate: row?.successRate == null ? null : Number(row.successRate),
  };
}

/** The figures for the member's type; admins have no cards, so nothing is computed for them. */
export async function dashboardStats(db: Db, member: DashboardMember): Promise<DashboardStats> {
  return {
    donor: member.userType === UserType.DONOR ? await donorDashboard(db, member.id) : null,
    student: member.userType === UserType.STUDENT ? await studentDashboard(db, member.id) : null,
    staff: member.userType === UserType.STAFF ? await staffDashboard(db, member) : null,
  };
}
