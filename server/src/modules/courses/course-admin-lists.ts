import { and, count, desc, eq, gt, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { normalisedSearchText } from '../../db/schema/search-text';
import { invalid } from '../../errors';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import type { AdminCourseListArgs, InstructorCourseArgs } from './course-admin.inputs';
import { toCourse } from './course-mapper';
import { containsPattern, searchWords } from './course-search';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TOO_LONG } from './courses.service';
import type { Course, CourseStats } from './courses.types';

/** Title and instructor name, normalised as search words are (Arabic letters, digits, ZWNJ). */
const titleAndInstructor = normalisedSearchText(['"courses"."title"', '"courses"."instructor_name"']);

/** The WHERE of the admin list: every status unless one is chosen; every word in title or instructor. */
export function adminCourseWhere(args: Omit<AdminCourseListArgs, 'page' | 'size'>): SQL | undefined {
  if ((args.query?.length ?? 0) > SEARCH_QUERY_MAX_LENGTH) throw invalid({ query: SEARCH_TOO_LONG });
  const conditions: SQL[] = searchWords(args.query).map((word) =>
    like(titleAndInstructor, containsPattern(word)),
  );
  if (args.category) conditions.push(eq(courses.category, args.category));
  if (args.status) conditions.push(eq(courses.status, args.status));
  return and(...conditions);
}

/** Reads of the admin course screens: any status, newest first. */
export class CourseAdminLists {
  constructor(private readonly db: Db) {}

  list(args: AdminCourseListArgs): Promise<Page<Course>> {
    return this.page(adminCourseWhere(args), args);
  }

  byInstructor(args: InstructorCourseArgs): Promise<Page<Course>> {
    return this.page(eq(courses.instructorId, args.instructorId), args);
  }

  async find(id: number): Promise<Course | null> {
    const [row] = await this.db.select().from(courses).where(eq(courses.id, id));
    return row ? toCourse(row) : null;
  }

  async stats(): Promise<CourseStats> {
    const [row] = await this.db
      .select({
        total: count(),
        published: count(sql`case when ${courses.status} = 'PUBLISHED' then 1 end`),
        drafts: count(sql`case when ${courses.status} = 'DRAFT' then 1 end`),
        archived: count(sql`case when ${courses.status} = 'ARCHIVED' then 1 end`),
        students: sql`coalesce(sum(${courses.enrolledStudents}), 0)`.mapWith(Number),
      })
      .from(courses);
    const [rated] = await this.db
      .select({ average: sql`coalesce(avg(${courses.rating}), 0)`.mapWith(Number) })
      .from(courses)
      .where(gt(courses.rating, 0));
    return {
      total: row.total,
      published: row.published,
      drafts: row.drafts,
      archived: row.archived,
      students: row.students,
      averageRating: Math.round(rated.average * 10) / 10,
    };
  }

  private async page(where: SQL | undefined, args: { page: number; size: number }): Promise<Page<Course>> {
    const { offset, limit } = pageWindow(args);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(courses)
        .where(where)
        .orderBy(desc(courses.createdAt), desc(courses.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(courses).where(where),
    ]);
    return pageOf(rows.map(toCourse), total, args);
  }
}
