import { and, asc, desc, eq, gt, like, type SQL } from 'drizzle-orm';
import { courses } from '../../db/schema';
import { containsPattern, searchWords } from './course-search';
import type { CourseListArgs, CourseSort } from './courses.inputs';

/** The WHERE of the public catalogue: published courses matching every word and every chosen filter. */
export function catalogueWhere(args: Omit<CourseListArgs, 'page' | 'size' | 'sort'>): SQL | undefined {
  const conditions: SQL[] = [eq(courses.status, 'PUBLISHED')];
  for (const word of searchWords(args.query))
    conditions.push(like(courses.searchText, containsPattern(word)));
  if (args.category) conditions.push(eq(courses.category, args.category));
  if (args.level) conditions.push(eq(courses.level, args.level));
  if (args.isFree === true) conditions.push(eq(courses.price, 0));
  if (args.isFree === false) conditions.push(gt(courses.price, 0));
  return and(...conditions);
}

/** ORDER BY for each sort; the id breaks ties so that pages never overlap. */
export function catalogueOrder(sort: CourseSort): SQL[] {
  switch (sort) {
    case 'POPULAR':
      return [desc(courses.enrolledStudents), desc(courses.rating), desc(courses.id)];
    case 'RATING':
      return [desc(courses.rating), desc(courses.reviewsCount), desc(courses.id)];
    case 'PRICE_ASC':
      return [asc(courses.price), desc(courses.id)];
    case 'PRICE_DESC':
      return [desc(courses.price), desc(courses.id)];
    default:
      return [desc(courses.createdAt), desc(courses.id)];
  }
}
