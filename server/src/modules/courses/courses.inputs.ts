import { COURSE_SERVICE_PAGE_SIZE } from '@common/constants';
import { CourseCategory, CourseLevel } from '@common/enums';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import '../../graphql/enums';

export const CourseSort = {
  LATEST: 'LATEST',
  POPULAR: 'POPULAR',
  RATING: 'RATING',
  PRICE_ASC: 'PRICE_ASC',
  PRICE_DESC: 'PRICE_DESC',
} as const;
export type CourseSort = (typeof CourseSort)[keyof typeof CourseSort];
export const COURSE_SORTS = Object.values(CourseSort);

registerEnumType(CourseSort, {
  name: 'CourseSort',
  description: 'Catalogue order: newest, most enrolled, best rated, cheapest or dearest first.',
});

@ArgsType()
export class CourseListArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' })
  page!: number;

  @Field(() => Int, { defaultValue: COURSE_SERVICE_PAGE_SIZE, description: 'At most 100.' })
  size!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Words searched in title, descriptions, instructor and skills (Persian-aware).',
  })
  query?: string | null;

  @Field(() => CourseCategory, { nullable: true })
  category?: CourseCategory | null;

  @Field(() => CourseLevel, { nullable: true })
  level?: CourseLevel | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only free courses; false: only paid ones.' })
  isFree?: boolean | null;

  @Field(() => CourseSort, { defaultValue: CourseSort.LATEST })
  sort!: CourseSort;
}
