import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors';
import type { ContextFactory } from '../../graphql/context';
import { getFile } from '../../rest/file-routes';
import { EXPORT_KINDS, type ExportService, jalaliCell } from './exports.service';

/**
 * GET /api/admin/export/{users|donations|contacts}.csv with the list's filters in the query string: a file,
 * not an envelope, so it is a route of its own beside the REST table. Refusals still answer the envelope.
 */
export function registerExports(
  fastify: FastifyInstance,
  exports: ExportService,
  createContext: ContextFactory,
): void {
  const names = EXPORT_KINDS.map((kind) => `${kind}.csv`);
  getFile<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    fastify,
    {
      path: '/admin/export/:file',
      summary: "An admin list as CSV (UTF-8, Jalali dates), with that list's filters in the query string",
      tag: 'admin',
      type: 'text/csv',
      params: { type: 'object', properties: { file: { type: 'string', enum: names } } },
    },
    async (request, reply) => {
      const kind = EXPORT_KINDS.find((k) => `${k}.csv` === request.params.file);
      if (!kind) throw new DomainError('NOT_FOUND');
      const query = Object.fromEntries(
        Object.entries(request.query).map(([name, value]) => [
          name,
          typeof value === 'string' ? value : undefined,
        ]),
      );
      const { viewer } = await createContext(request);
      const lines = exports.open(viewer, kind, query);
      const day = jalaliCell(new Date()).slice(0, 10).replaceAll('/', '-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  );
}
