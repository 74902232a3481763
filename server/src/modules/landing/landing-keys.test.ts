import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingContents } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;

const BASE = '/api/admin/landing-content';
const UNKNOWN = 'این کلید در صفحه‌ی اصلی استفاده نمی‌شود؛ یکی از کلیدهای فهرست را انتخاب کنید';

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, '09120000061', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120000061'));
});
afterAll(() => t.close());

const rowCount = async () => (await t.db.select().from(landingContents)).length;

describe('landing keys the site reads', () => {
  it('REST refuses a key the home page does not read, on the key field, on create and update', async () => {
    const before = await rowCount();
    const refused = await t.rest(
      'POST',
      BASE,
      { sectionKey: 'cta.buttonText', orderIndex: 1, content: 'بپیوندید' },
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ sectionKey: UNKNOWN });
    expect(await rowCount()).toBe(before);

    const created = await t.rest(
      'POST',
      BASE,
      { sectionKey: 'cta.subtitle', orderIndex: 1, content: 'متن' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const renamed = await t.rest(
      'PUT',
      `${BASE}/${id}`,
      { sectionKey: 'hero.buttonText', orderIndex: 1 },
      admin,
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors).toEqual({ sectionKey: UNKNOWN });
    expect((await t.rest('GET', `${BASE}/${id}`, undefined, admin)).json().data.sectionKey).toBe(
      'cta.subtitle',
    );
  });

  it('GraphQL refuses it the same way', async () => {
    const answer = await t.gql(
      'mutation { createLandingContent(input: { sectionKey: "stats.visitors", orderIndex: 1 }) { id } }',
      {},
      admin,
    );
    expect(answer.errors?.[0].extensions?.fieldErrors).toEqual({ sectionKey: UNKNOWN });
  });

  it('hero texts saved by the admin reach the public landing on both doors', async () => {
    const title = await t.rest(
      'POST',
      BASE,
      { sectionKey: 'hero.title', orderIndex: 1, content: 'هر کودک، یک فرصت' },
      admin,
    );
    expect(title.statusCode).toBe(201);
    await t.gql(
      'mutation { createLandingContent(input: { sectionKey: "hero.subtitle", orderIndex: 2, content: "با هم می‌سازیم" }) { id } }',
      {},
      admin,
    );
    const rest = await t.rest('GET', '/api/public/landing');
    expect(rest.json().data.hero).toEqual({ title: 'هر کودک، یک فرصت', subtitle: 'با هم می‌سازیم' });
    const gql = await t.gql<{ publicLanding: { hero: { title: string } } }>(
      '{ publicLanding { hero { title } } }',
    );
    expect(gql.data?.publicLanding.hero.title).toBe('هر کودک، یک فرصت');
  });
});
