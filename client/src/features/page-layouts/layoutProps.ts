import type { PageLayoutContentFieldsFragment } from '../../gql/graphql';

/** One component of a page layout as the server answers it (spec doc 3 §3 Layout). */
export type LayoutComponent = PageLayoutContentFieldsFragment['components'][number];

/** The props of one component type, by its GraphQL name ('HeroProps' …). */
export type PropsOf<T extends string> = Extract<NonNullable<LayoutComponent['props']>, { __typename: T }>;

export const LAYOUT_ERROR_TITLE = 'خطا در نمایش مؤلفه‌ها';
