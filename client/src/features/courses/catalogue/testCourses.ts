import { toPersianDigits } from '@common/digits';
import type {
  CourseFieldsFragment,
  PublicCoursesQuery,
  PublicCoursesQueryVariables,
} from '../../../gql/graphql';
import { PublicCoursesDocument } from '../../../gql/graphql';

export function makeCourse(id: number, overrides: Partial<CourseFieldsFragment> = {}): CourseFieldsFragment {
  return {
    __typename: 'Course',
    id,
    title: `دوره‌ی ${toPersianDigits(id)}`,
    shortDescription: 'توضیح کوتاه',
    category: 'TECHNOLOGY',
    level: 'BEGINNER',
    price: 0,
    originalPrice: null,
    isFree: true,
    durationHours: 2,
    durationMinutes: 30,
    thumbnailUrl: null,
    instructorName: 'علی رضایی',
    rating: 4.5,
    reviewsCount: 3,
    enrolledStudents: 40,
    maxStudents: null,
    skills: [],
    certificateProvided: false,
    language: 'PERSIAN',
    status: 'PUBLISHED',
    createdAt: '2025-03-01T08:00:00.000Z',
    lastUpdated: '2025-03-21T08:00:00.000Z',
    ...overrides,
  };
}

export const firstPageVariables: PublicCoursesQueryVariables = {
  page: 0,
  size: 12,
  sort: 'LATEST',
  query: null,
  category: null,
  level: null,
  isFree: null,
};

/** A mocked answer of the catalogue query for `variables`. */
export function coursesMock(
  variables: Partial<PublicCoursesQueryVariables>,
  content: CourseFieldsFragment[],
  totalElements = content.length,
) {
  const vars = { ...firstPageVariables, ...variables };
  const data: PublicCoursesQuery = {
    publicCourses: {
      __typename: 'CoursePage',
      content,
      totalElements,
      totalPages: Math.ceil(totalElements / 12),
      page: vars.page,
      size: 12,
    },
  };
  return { request: { query: PublicCoursesDocument, variables: vars }, result: { data } };
}
