import { rowsTagged } from '../../rest/route';
import { COURSE_NOT_FOUND } from './courses.service';

const row = rowsTagged('courses');
const paged = ['page', 'size', 'sort'];

export const courseRoutes = [
  row('GET', '/courses', 'publicCourses', { inQuery: paged, summary: 'Published courses, newest first' }),
  row('GET', '/courses/search', 'publicCourses', {
    inQuery: ['query', ...paged],
    summary: 'Published courses whose title, descriptions, instructor or skills hold every word',
  }),
  row('GET', '/courses/filter', 'publicCourses', {
    inQuery: [...paged, 'category', 'level', 'isFree'],
    summary: 'Published courses by category, level and price (free or paid)',
  }),
  row('GET', '/courses/categories', 'courseCategories'),
  row('GET', '/courses/levels', 'courseLevels'),
  row('GET', '/courses/:id', 'publicCourse', {
    select: 'CourseDetailFields',
    notFoundMessage: COURSE_NOT_FOUND,
  }),
];
