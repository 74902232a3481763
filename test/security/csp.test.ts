import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ZARINPAL_BASE_URL: 'https://sandbox.zarinpal.com' });
});
afterAll(() => t.close());

const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );

describe('Content-Security-Policy (@fastify/helmet)', () => {
  it.each([
    ['/api/docs', 'text/html'],
    ['/api/public/health', 'application/json'],
    ['/no/such/page', 'text/html'],
    ['/graphql', 'text/html'],
  ])('GET %s carries the CSP, nosniff, the frame and the referrer rules', async (url, accept) => {
    const response = await t.app.fastify.inject({ method: 'GET', url, headers: { accept } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // The live notifications' socket: the site's own origins as ws:, nothing else.
    expect(csp.get('connect-src')?.[0]).toBe("'self'");
    expect(
      csp
        .get('connect-src')
        ?.slice(1)
        .every((source) => /^wss?:\/\//.test(source)),
    ).toBe(true);
    expect(csp.get('connect-src')?.some((source) => source.startsWith('ws://localhost:'))).toBe(true);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://sandbox.zarinpal.com']);
    // Course trailers play in the embed players of the three sites the course form accepts, and no other.
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://www.aparat.com',
    ]);
  });

  it('keeps the stricter policy of stored uploads', async () => {
    const response = await t.app.fastify.inject({ method: 'GET', url: '/uploads/images/none.png' });
    if (response.statusCode === 200) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets pictures come from the S3 public address when files are kept there', async () => {
    const s3 = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.org',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.org/files',
    });
    try {
      const response = await s3.app.fastify.inject({ method: 'GET', url: '/api/docs' });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('img-src')).toContain('https://cdn.example.org');
      // The admin's video player plays the uploaded course videos from there too.
      expect(csp.get('media-src')).toEqual(["'self'", 'https://cdn.example.org']);
    } finally {
      await s3.close();
    }
  });
});
