import Fastify from 'fastify';
import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../errors';
import type { ContextFactory, RequestContext } from '../graphql/context';
import { registerMultipartParser } from '../http/multipart';
import { registerRestRoutes, validateRoutes } from './adapter';
import { resolveRoutes } from './derive';
import type { AnyRestRow } from './route';

const failures: Record<string, () => never> = {
  unauthenticated: () => {
    throw new DomainError('UNAUTHENTICATED');
  },
  forbidden: () => {
    throw new DomainError('FORBIDDEN');
  },
  invalid: () => {
    throw new DomainError('VALIDATION', 'نام الزامی است', { name: 'نام الزامی است' });
  },
  missing: () => {
    throw new DomainError('NOT_FOUND', 'یافت نشد');
  },
  conflict: () => {
    throw new DomainError('CONFLICT', 'تکراری است');
  },
  crash: () => {
    throw new Error('secret database detail');
  },
};

/** A scalar GraphQL itself refuses odd numbers of, as a custom scalar refuses a value it cannot parse. */
const Even = new GraphQLScalarType({
  name: 'Even',
  parseValue: (value) => {
    if (Number(value) % 2 !== 0) throw new TypeError('not even');
    return Number(value);
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      echo: {
        type: GraphQLString,
        args: { n: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, args: { n: number }) => `n=${args.n}`,
      },
      filter: {
        type: GraphQLString,
        args: { programId: { type: GraphQLInt } },
        resolve: (_root, args: { programId?: number | null }) => `programId=${args.programId ?? null}`,
      },
      half: {
        type: GraphQLInt,
        args: { n: { type: new GraphQLNonNull(Even) } },
        resolve: (_root, args: { n: number }) => args.n / 2,
      },
      mixed: {
        type: new GraphQLList(GraphQLString),
        resolve: () => [failures.invalid, failures.crash].map(async (fail) => fail()),
      },
      viewerIp: { type: GraphQLString, resolve: (_root, _args, ctx: RequestContext) => ctx.ip },
      fileInfo: {
        type: GraphQLString,
        args: { file: { type: new GraphQLNonNull(GraphQLUpload) }, note: { type: GraphQLString } },
        resolve: async (_root, args: { file: Promise<FileUpload>; note?: string }) => {
          const { filename, mimetype, createReadStream } = await args.file;
          let size = 0;
          for await (const chunk of createReadStream()) size += (chunk as Buffer).length;
          return `${filename}|${mimetype}|${size}|${args.note}`;
        },
      },
      ...Object.fromEntries(
        Object.entries(failures).map(([name, resolve]) => [name, { type: GraphQLString, resolve }]),
      ),
    },
  }),
});

const row = (path: string, field: string, extra: Partial<AnyRestRow> = {}): AnyRestRow => ({
  method: 'GET',
  path,
  field,
  tag: 'test',
  summary: path,
  ...extra,
});

const routes: AnyRestRow[] = [
  row('/echo/:n', 'echo'),
  row('/half', 'half', { inQuery: ['n'] }),
  row('/filter', 'filter'),
  row('/ip', 'viewerIp', { message: 'پیام سفارشی' }),
  ...Object.keys(failures).map((name) => row(`/${name}`, name)),
  row('/mixed', 'mixed'),
  row('/json-only', 'viewerIp', { method: 'POST' }),
  row('/go/:n', 'echo', { redirect: (data: { echo: string }) => `/programs/1?${data.echo}` }),
  row('/go-fail', 'missing', { redirect: () => '/never' }),
  row('/upload', 'fileInfo', { method: 'POST', multipart: { files: ['file'], maxFileSize: 1000 } }),
];

function form(file: { name: string; type: string; content: Buffer }, note: string) {
  const boundary = '----adapter-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${note}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const createContext: ContextFactory = async (request) =>
  ({ ip: request.ip, viewer: null, log: request.log }) as unknown as RequestContext;

const app = Fastify({ logger: false });
beforeAll(async () => {
  registerMultipartParser(app);
  registerRestRoutes(app, schema, resolveRoutes(schema, routes), createContext);
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('REST adapter', () => {
  it('runs the row operation with typed params and wraps the answer in the envelope', async () => {
    expect(await get('/api/echo/42')).toEqual({
      status: 200,
      body: { success: true, message: 'عملیات با موفقیت انجام شد', data: 'n=42' },
    });
    expect((await get('/api/ip')).body).toEqual({ success: true, message: 'پیام سفارشی', data: '127.0.0.1' });
  });

  it('reads path and query values as typed in an address: Persian digits, spaces, the first of repeats', async () => {
    expect((await get('/api/echo/۴۲')).body.data).toBe('n=42');
    expect((await get('/api/filter?programId=%20۷%20&programId=9')).body.data).toBe('programId=7');
    expect((await get('/api/filter?programId=')).body.data).toBe('programId=null');
  });

  it('refuses an unreadable record id in the query string rather than dropping the filter', async () => {
    expect((await get('/api/filter?programId=%20')).status).toBe(400);
    expect(await get('/api/filter?programId=x')).toMatchObject({
      status: 400,
      body: {
        message: 'مقدار «برنامه» نامعتبر است',
        errors: { programId: 'مقدار «برنامه» نامعتبر است' },
      },
    });
  });

  it.each<[string, number, ErrorCode]>([
    ['/api/unauthenticated', 401, 'UNAUTHENTICATED'],
    ['/api/forbidden', 403, 'FORBIDDEN'],
    ['/api/invalid', 400, 'VALIDATION'],
    ['/api/missing', 404, 'NOT_FOUND'],
    ['/api/conflict', 409, 'CONFLICT'],
    ['/api/crash', 500, 'INTERNAL'],
  ])('maps %s to HTTP %i', async (url, status) => {
    const answer = await get(url);
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.data).toBeNull();
    expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps per-field messages for invalid input', async () => {
    expect((await get('/api/invalid')).body).toEqual({
      success: false,
      message: 'نام الزامی است',
      data: null,
      errors: { name: 'نام الزامی است' },
    });
  });

  it('never leaks an unexpected error, and the worst status wins', async () => {
    const crash = await get('/api/crash');
    expect(JSON.stringify(crash.body)).not.toContain('secret');
    expect(crash.body.message).toBe('خطای داخلی سرور. لطفاً دوباره تلاش کنید');
    expect((await get('/api/mixed')).status).toBe(500);
  });

  it('answers 400 when the variables do not fit the operation', async () => {
    expect(await get('/api/half?n=3')).toMatchObject({ status: 400, body: { success: false } });
    expect(await get('/api/half?n=4')).toMatchObject({ status: 200, body: { data: 2 } });
    expect(await get('/api/echo/abc')).toMatchObject({
      status: 400,
      body: { message: 'مقدار «n» نامعتبر است' },
    });
  });

  it('hands multipart files to the Upload scalar, with the other form fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload',
      ...form({ name: 'a.png', type: 'image/png', content: Buffer.alloc(600, 1) }, 'یادداشت'),
    });
    expect(response.json()).toEqual({
      success: true,
      message: 'عملیات با موفقیت انجام شد',
      data: 'a.png|image/png|600|یادداشت',
    });
  });

  it('answers 413 when a file is over the route limit, and 400 for multipart on a JSON route', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/upload',
      ...form({ name: 'b.png', type: 'image/png', content: Buffer.alloc(5000, 1) }, 'x'),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, message: 'حجم فایل بیش از حد مجاز است' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/json-only',
      ...form({ name: 'c.png', type: 'image/png', content: Buffer.alloc(5) }, 'x'),
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('answers a redirect row with 302 to the location built from the data; errors stay envelopes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/go/7' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/programs/1?n=7');
    const failed = await get('/api/go-fail');
    expect(failed).toMatchObject({ status: 404, body: { success: false, message: 'یافت نشد' } });
  });

  it('refuses to start when an operation does not fit the schema', () => {
    expect(() => validateRoutes(schema, [row('/broken', 'noSuchField')])).toThrow(
      /GET \/broken: .*noSuchField/,
    );
  });
});
