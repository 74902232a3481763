import { describe, expect } from 'vitest';
import { landingContents } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const BASE = '/api/admin/landing-content';
const UNKNOWN = 'این کلید در صفحه‌ی اصلی استفاده نمی‌شود؛ یکی از کلیدهای فهرست را انتخاب کنید';

const rowCount = async (app: TestApp) => (await app.db.select().from(landingContents)).length;

describe('landing keys the site reads', () => {
  it('REST refuses a key the home page does not read, on the key field, on create and update', async ({
    app,
    asAdmin,
  }) => {
    const before = await rowCount(app);
    const refused = await app.rest(
      'POST',
      BASE,
      { sectionKey: 'cta.buttonText', orderIndex: 1, content: 'بپیوندید' },
      asAdmin.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ sectionKey: UNKNOWN });
    expect(await rowCount(app)).toBe(before);

    const created = await app.rest(
      'POST',
      BASE,
      { sectionKey: 'cta.subtitle', orderIndex: 1, content: 'متن' },
      asAdmin.headers,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const renamed = await app.rest(
      'PUT',
      `${BASE}/${id}`,
      { sectionKey: 'hero.buttonText', orderIndex: 1 },
      asAdmin.headers,
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ sectionKey: UNKNOWN });
    expect((await app.rest('GET', `${BASE}/${id}`, undefined, asAdmin.headers)).json().data.sectionKey).toBe(
      'cta.subtitle',
    );
  });

  it('GraphQL refuses it the same way', async ({ app, asAdmin }) => {
    const answer = await app.gql(
      graphql(
        `mutation LandingKeysUnknownKey { createLandingContent(input: { sectionKey: "stats.visitors", orderIndex: 1 }) { id } }`,
      ),
      {},
      asAdmin.headers,
    );
    expect(answer.errors?.[0].extensions?.fieldErrors).toEqual({ sectionKey: UNKNOWN });
  });

  it('hero texts saved by the admin reach the public landing on both doors', async ({ app, asAdmin }) => {
    const title = await app.rest(
      'POST',
      BASE,
      { sectionKey: 'hero.title', orderIndex: 1, content: 'هر کودک، یک فرصت' },
      asAdmin.headers,
    );
    expect(title.statusCode).toBe(201);
    await app.gql(
      graphql(
        `mutation LandingKeysSubtitle { createLandingContent(input: { sectionKey: "hero.subtitle", orderIndex: 2, content: "با هم می‌سازیم" }) { id } }`,
      ),
      {},
      asAdmin.headers,
    );
    const rest = await app.rest('GET', '/api/public/landing');
    expect(rest.json().data.hero).toEqual({ title: 'هر کودک، یک فرصت', subtitle: 'با هم می‌سازیم' });
    const gql = await app.gql(graphql(`query LandingKeysHero { publicLanding { hero { title } } }`));
    expect(gql.data?.publicLanding.hero.title).toBe('هر کودک، یک فرصت');
  });
});
