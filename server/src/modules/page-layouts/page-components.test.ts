import { describe, expect } from 'vitest';
import { pageLayouts, pageLayoutVersions } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { insertPublishedLayout } from './page-layout-store';

const ids: Record<string, number> = {};

it.beforeAll(async ({ app }) => {
  const typed = await insertPublishedLayout(app.db, {
    name: 'نمونه',
    description: null,
    pageKey: 'typed',
    layoutData: [
      {
        id: 'h',
        type: 'hero',
        props: {
          title: 'سلام',
          backgroundType: 'neon',
          buttonText: 'برو',
          buttonLink: 'javascript:alert(1)',
        },
      },
      { id: 's', type: 'stats', props: { items: [{ icon: 'rocket', value: 12, label: 'دانش‌آموز' }] } },
      { id: 'q', type: 'carousel', props: {} },
    ],
  });
  ids.typed = typed?.id ?? 0;
  // Storage that went wrong (written by hand, or by an older version): not a list at all.
  const [broken] = await app.db
    .insert(pageLayouts)
    .values({ name: 'خراب', pageKey: 'broken', isPublished: true })
    .returning({ id: pageLayouts.id });
  await app.db.insert(pageLayoutVersions).values({
    layoutId: broken.id,
    version: 1,
    name: 'خراب',
    pageKey: 'broken',
    layoutData: { not: 'a list' } as unknown as [],
  });
  ids.broken = broken.id;
});

const CONTENT = graphql(`query PageComponentsContent($id: Int!) { publicPageLayout(id: $id) { content {
  error
  components { id type props {
    __typename
    ... on HeroProps { title backgroundType buttonText buttonLink }
    ... on StatsProps { items { icon value label color } }
  } }
} } }`);

describe("a layout's components as GraphQL types", () => {
  it('reads each known type into its props, with safe links and the allowed choices only', async ({
    app,
  }) => {
    const answer = await app.gql(CONTENT, { id: ids.typed });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publicPageLayout?.content).toEqual({
      error: null,
      components: [
        {
          id: 'h',
          type: 'hero',
          props: {
            __typename: 'HeroProps',
            title: 'سلام',
            backgroundType: 'gradient',
            buttonText: 'برو',
            buttonLink: null,
          },
        },
        {
          id: 's',
          type: 'stats',
          props: {
            __typename: 'StatsProps',
            items: [{ icon: 'star', value: '12', label: 'دانش‌آموز', color: 'primary' }],
          },
        },
        { id: 'q', type: 'carousel', props: null },
      ],
    });
  });

  it('answers the same on every run (repeated queries run compiled by graphql-jit)', async ({ app }) => {
    const answers = [];
    for (let run = 0; run < 4; run++) answers.push(await app.gql(CONTENT, { id: ids.typed }));
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer).toEqual(answers[0]);
    }
  });

  it('says why when the stored data is not a list of components', async ({ app }) => {
    const answer = await app.gql(CONTENT, { id: ids.broken });
    expect(answer.data?.publicPageLayout?.content).toEqual({
      error: 'داده‌ی چیدمان باید فهرستی از مؤلفه‌ها باشد',
      components: [],
    });
  });
});
