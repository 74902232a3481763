import { describe, expect } from 'vitest';
import { it } from '../../testing/fixtures';
import { insertProgram } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';

let id: number;
it.beforeAll(async ({ app }) => {
  ({ id } = await insertProgram(app, {
    eligibilityCriteria: '- دانش‌آموز متوسطه\n۲. معدل بالای ۱۷',
    requiredDocuments: 'کارنامه\nکارنامه',
    benefits: '["کمک‌هزینه", {"title": "کلاس تقویتی"}]',
    requirements: 'فرم ثبت‌نام\nمصاحبه',
    timeline: [
      { date: '2026-01-01', event: 'ثبت‌نام', status: 'completed' },
      { date: '2026-02-01', event: 'مصاحبه', status: 'current' },
      { date: '2026-03-01', event: 'شروع', status: 'pending' },
    ],
  }));
});

describe("a program's stored lists as GraphQL types", () => {
  it('reads benefits, requirements, criteria, documents and the timeline once, on the server', async ({
    app,
  }) => {
    const answer = await app.gql(
      graphql(`query ProgramListsPublicProgram($id: Int!) { publicProgram(id: $id) {
        eligibilityItems requiredDocumentItems benefitItems requirementItems timelineEvents { event date status }
      } }`),
      { id },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publicProgram).toEqual({
      eligibilityItems: ['دانش‌آموز متوسطه', 'معدل بالای ۱۷'],
      requiredDocumentItems: ['کارنامه'],
      benefitItems: ['کمک‌هزینه', 'کلاس تقویتی'],
      requirementItems: ['فرم ثبت‌نام', 'مصاحبه'],
      timelineEvents: [
        { event: 'ثبت‌نام', date: '2026-01-01', status: 'COMPLETED' },
        { event: 'مصاحبه', date: '2026-02-01', status: 'IN_PROGRESS' },
        { event: 'شروع', date: '2026-03-01', status: 'PENDING' },
      ],
    });
  });

  it('keeps the stored text on the REST door, as the spec shapes it', async ({ app }) => {
    const rest = await app.rest('GET', `/api/programs/${id}`);
    expect(rest.json().data).toMatchObject({ requirements: 'فرم ثبت‌نام\nمصاحبه' });
    expect(JSON.parse(rest.json().data.timeline)).toHaveLength(3);
    expect(rest.json().data).not.toHaveProperty('timelineEvents');
  });
});
