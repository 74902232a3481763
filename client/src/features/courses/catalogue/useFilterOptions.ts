import { useQuery } from '@apollo/client/react';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@common/enums';
import { courseCategoryLabels, courseLevelLabels } from '@common/labels';
import { CourseFilterOptionsDocument } from '../../../gql/graphql';

const FALLBACK = {
  categories: COURSE_CATEGORIES.map((value) => ({ value, label: courseCategoryLabels[value] })),
  levels: COURSE_LEVELS.map((value) => ({ value, label: courseLevelLabels[value] })),
};

/** Category and level choices from the server, else the built-in lists (same values and labels). */
export function useFilterOptions() {
  const { data } = useQuery(CourseFilterOptionsDocument);
  return {
    categories: data?.courseCategories ?? FALLBACK.categories,
    levels: data?.courseLevels ?? FALLBACK.levels,
  };
}
