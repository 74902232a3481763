import { toPersianDigits } from '@common/digits';
import { type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { invalid } from '../errors';

/** The largest page any public list answers (spec: size above it is a bad request). */
export const MAX_PAGE_SIZE = 100;

export const pagingMessages = {
  page: 'شماره صفحه نمی‌تواند منفی باشد',
  size: (max: number) => `تعداد موارد هر صفحه باید بین ۱ تا ${toPersianDigits(max)} باشد`,
} as const;

export interface PageRequest {
  /** Zero-based. */
  page: number;
  size: number;
}

export interface Page<T> extends PageRequest {
  content: T[];
  totalElements: number;
  totalPages: number;
}

/** Checks a zero-based page request and gives its SQL window; a bad page or size is a VALIDATION error. */
export function pageWindow({ page, size }: PageRequest, max = MAX_PAGE_SIZE) {
  const errors: Record<string, string> = {};
  if (!Number.isInteger(page) || page < 0) errors.page = pagingMessages.page;
  if (!Number.isInteger(size) || size < 1 || size > max) errors.size = pagingMessages.size(max);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { offset: page * size, limit: size };
}

export function pageOf<T>(content: T[], totalElements: number, { page, size }: PageRequest): Page<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), page, size };
}

/** A GraphQL page of `item`s: `@ObjectType() class CoursePage extends Paged(Course) {}`. */
export function Paged<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class PagedType implements Page<T> {
    @Field(() => [item]) content!: T[];
    @Field(() => Int) totalElements!: number;
    @Field(() => Int) totalPages!: number;
    @Field(() => Int, { description: 'Zero-based page number.' }) page!: number;
    @Field(() => Int) size!: number;
  }
  return PagedType;
}
