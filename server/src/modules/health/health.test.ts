import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDriver } from '../../testing/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers UP with the database driver through GraphQL', async () => {
    const answer = await t.gql<{ health: { status: string; database: string; databaseDriver: string } }>(
      '{ health { status database databaseDriver } }',
    );
    expect(answer.data?.health).toEqual({ status: 'UP', database: 'UP', databaseDriver: testDriver });
  });

  it('answers the envelope on GET /api/public/health', async () => {
    const response = await t.rest('GET', '/api/public/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { status: 'UP', database: 'UP' } });
  });
});
