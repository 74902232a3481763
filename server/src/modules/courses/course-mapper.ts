import { rialToToman } from '@common/money';
import type { courses } from '../../db/schema';
import type { Course } from './courses.types';

type CourseRow = typeof courses.$inferSelect;

/** A stored course as the API shows it: prices from rial to toman, `lastUpdated` from `updatedAt`. */
export function toCourse(row: CourseRow): Course {
  return {
    ...row,
    price: rialToToman(row.price),
    originalPrice: row.originalPrice == null ? null : rialToToman(row.originalPrice),
    isFree: row.price === 0,
    skills: row.skills ?? [],
    lastUpdated: row.updatedAt,
  };
}
