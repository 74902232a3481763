import { readdirSync } from 'node:fs';
import { SERVER_SEGMENTS } from '@common/site-paths';
import { PAGE_KEY_PATTERN } from '@common/validation/page-layout';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_PATH } from './app';
import { STAND_IN_PREFIX } from './config/payments-config';
import { API_PREFIX } from './rest/adapter';
import { UPLOADS_URL_PREFIX } from './storage/local-storage';

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0];
const publicFolder = new URL('../../client/public', import.meta.url);

describe('the paths the server answers before any page', () => {
  it('are all reserved, so no page key can take them', () => {
    const answered = [API_PREFIX, GRAPHQL_PATH, UPLOADS_URL_PREFIX, STAND_IN_PREFIX, '/assets/'].map(
      firstSegment,
    );
    // The client's public files are served at the top level too; a name with a dot is no page key.
    const files = readdirSync(publicFolder).filter((name) => PAGE_KEY_PATTERN.test(name));
    expect(files.length).toBeGreaterThan(0);
    expect([...SERVER_SEGMENTS].sort()).toEqual([...new Set([...answered, ...files])].sort());
  });
});
