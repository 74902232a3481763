import { describe, expect } from 'vitest';
import { landingContents } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';

const testimonials = JSON.stringify([{ name: 'مریم', role: 'دانش‌آموز', content: 'عالی بود', rating: 5 }]);

it.beforeAll(async ({ app }) => {
  await app.db.insert(landingContents).values([
    { sectionKey: 'stats.title', title: 'عنوان آمار', content: 'تأثیر ما', orderIndex: 1 },
    { sectionKey: 'stats.studentsHelped', content: '۲٬۵۰۰+', orderIndex: 2 },
    { sectionKey: 'stats.studentsHelped', content: 'تکراری', orderIndex: 9 },
    { sectionKey: 'stats.donorsActive', content: 'غیرفعال', orderIndex: 3, isActive: false },
    { sectionKey: 'testimonials.data', content: testimonials, orderIndex: 1 },
    { sectionKey: 'cta.title', title: 'به ما بپیوندید', orderIndex: 1 },
    { sectionKey: 'unknown.field', content: 'نادیده', orderIndex: 1 },
  ]);
});

describe('public landing', () => {
  it('builds each section from active rows, first by order, null where missing', async ({ app }) => {
    const response = await app.rest('GET', '/api/public/landing');
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.stats).toEqual({
      title: 'تأثیر ما',
      subtitle: null,
      studentsHelped: '۲٬۵۰۰+',
      donorsActive: null,
      projectsCompleted: null,
      fundsRaised: null,
    });
    expect(JSON.parse(data.testimonials.data)).toHaveLength(1);
    expect(data.cta).toEqual({ title: 'به ما بپیوندید', subtitle: null });
    expect(data.hero).toEqual({ title: null, subtitle: null });
  });

  it('answers the same structure through GraphQL', async ({ app }) => {
    const answer = await app.gql(
      graphql(`query LandingPublicLanding { publicLanding { stats { studentsHelped } } }`),
    );
    expect(answer.data?.publicLanding.stats.studentsHelped).toBe('۲٬۵۰۰+');
  });
});
