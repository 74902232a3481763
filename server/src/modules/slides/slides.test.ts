import { describe, expect } from 'vitest';
import { slides } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';

it.beforeAll(async ({ app }) => {
  await app.db.insert(slides).values([
    { title: 'سوم', imageUrl: '/c.svg', displayOrder: 3 },
    { title: 'پیش‌نویس', imageUrl: '/x.svg', displayOrder: 0, published: false },
    { title: 'اول', imageUrl: '/a.svg', displayOrder: 1, showTitle: false, link: 'https://example.org' },
    { title: 'دوم', imageUrl: '/b.svg', displayOrder: 2, description: 'توضیح' },
  ]);
});

describe('public slides', () => {
  it('GraphQL answers only published slides, ordered by displayOrder', async ({ app }) => {
    const answer = await app.gql(
      graphql(`query SlidesPublicSlides { publicSlides { title showTitle link } }`),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publicSlides.map((s) => s.title)).toEqual(['اول', 'دوم', 'سوم']);
    expect(answer.data?.publicSlides[0]).toEqual({
      title: 'اول',
      showTitle: false,
      link: 'https://example.org',
    });
  });

  it('GET /api/public/slides answers the envelope with the same list', async ({ app }) => {
    const response = await app.rest('GET', '/api/public/slides');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.data.map((s: { title: string }) => s.title)).toEqual(['اول', 'دوم', 'سوم']);
    expect(body.data[1]).toMatchObject({
      description: 'توضیح',
      imageUrl: '/b.svg',
      published: true,
      showTitle: true,
    });
  });
});
