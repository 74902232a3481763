import { describe, expect } from 'vitest';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { testDriver } from '../../testing/test-database';

describe('health', () => {
  it('answers UP with the database driver through GraphQL', async ({ app }) => {
    const answer = await app.gql(graphql(`query HealthHealth { health { status database databaseDriver } }`));
    expect(answer.data?.health).toEqual({ status: 'UP', database: 'UP', databaseDriver: testDriver });
  });

  it('answers the envelope on GET /api/public/health', async ({ app }) => {
    const response = await app.rest('GET', '/api/public/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { status: 'UP', database: 'UP' } });
  });
});
