import { COURSE_SERVICE_PAGE_SIZE } from '@common/constants';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@common/enums';
import {
  RestCourseCategoriesDocument,
  RestCourseLevelsDocument,
  RestPublicCourseDocument,
  RestPublicCoursesDocument,
} from '../../rest/gql/graphql';
import { defineRoute, type ParamSpec } from '../../rest/route';
import { COURSE_SORTS } from './courses.inputs';
import { COURSE_NOT_FOUND } from './courses.service';

const paging: Record<string, ParamSpec> = {
  page: { type: 'int', default: 0, description: 'Zero-based page number' },
  size: { type: 'int', default: COURSE_SERVICE_PAGE_SIZE, description: 'Courses per page (1–100)' },
  sort: { type: 'string', values: COURSE_SORTS, description: 'Order (default LATEST)' },
};

export const courseRoutes = [
  defineRoute({
    method: 'GET',
    path: '/courses',
    tag: 'courses',
    summary: 'Published courses, newest first',
    operation: RestPublicCoursesDocument,
    query: paging,
  }),
  defineRoute({
    method: 'GET',
    path: '/courses/search',
    tag: 'courses',
    summary: 'Published courses whose title, descriptions, instructor or skills hold every word',
    operation: RestPublicCoursesDocument,
    query: { query: { type: 'string', description: 'Search words' }, ...paging },
  }),
  defineRoute({
    method: 'GET',
    path: '/courses/filter',
    tag: 'courses',
    summary: 'Published courses by category, level and price (free or paid)',
    operation: RestPublicCoursesDocument,
    query: {
      ...paging,
      category: { type: 'string', values: COURSE_CATEGORIES, description: 'Course category' },
      level: { type: 'string', values: COURSE_LEVELS, description: 'Course level' },
      isFree: { type: 'boolean', description: 'true: free only; false: paid only' },
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/courses/categories',
    tag: 'courses',
    summary: 'Course categories with Persian labels',
    operation: RestCourseCategoriesDocument,
  }),
  defineRoute({
    method: 'GET',
    path: '/courses/levels',
    tag: 'courses',
    summary: 'Course levels with Persian labels',
    operation: RestCourseLevelsDocument,
  }),
  defineRoute({
    method: 'GET',
    path: '/courses/:id',
    tag: 'courses',
    summary: 'A published course with its chapters and lessons',
    operation: RestPublicCourseDocument,
    params: { id: { type: 'int', description: 'Course id' } },
    notFoundMessage: COURSE_NOT_FOUND,
  }),
];
