import { COURSE_CATEGORIES, COURSE_LEVELS } from '@common/enums';
import { courseCategoryLabels, courseLevelLabels } from '@common/labels';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema';
import { invalid } from '../../errors';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import { catalogueOrder, catalogueWhere } from './course-filters';
import { toCourse } from './course-mapper';
import type { CourseListArgs } from './courses.inputs';
import type { Course, CourseCategoryOption, CourseLevelOption } from './courses.types';

export const COURSE_NOT_FOUND = 'دوره مورد نظر یافت نشد';
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = 'عبارت جستجو نباید بیشتر از ۱۰۰ کاراکتر باشد';

export class CourseService {
  constructor(private readonly db: Db) {}

  /** One page of the public catalogue: published courses, searched, filtered and sorted. */
  async listPublished(args: CourseListArgs): Promise<Page<Course>> {
    const { offset, limit } = pageWindow(args);
    if ((args.query?.length ?? 0) > SEARCH_QUERY_MAX_LENGTH) throw invalid({ query: SEARCH_TOO_LONG });
    const where = catalogueWhere(args);
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(courses)
        .where(where)
        .orderBy(...catalogueOrder(args.sort))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(courses).where(where),
    ]);
    return pageOf(rows.map(toCourse), total, args);
  }

  /**
   * A published course, or null when it does not exist or is not published. An admin gets a course of any
   * status (the course wizard loads drafts through the same call in edit mode).
   */
  async findPublished(id: number, viewer: Viewer | null = null): Promise<Course | null> {
    const anyStatus = viewer?.userType === 'ADMIN';
    const [row] = await this.db
      .select()
      .from(courses)
      .where(anyStatus ? eq(courses.id, id) : and(eq(courses.id, id), eq(courses.status, 'PUBLISHED')));
    return row ? toCourse(row) : null;
  }

  categories(): CourseCategoryOption[] {
    return COURSE_CATEGORIES.map((value) => ({ value, label: courseCategoryLabels[value] }));
  }

  levels(): CourseLevelOption[] {
    return COURSE_LEVELS.map((value) => ({ value, label: courseLevelLabels[value] }));
  }
}
