import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLInt, GraphQLNonNull, GraphQLString } from 'graphql';
import type { ContextFactory } from '../../graphql/context';
import { API_PREFIX } from '../../rest/adapter';
import type { FileRoute } from '../../rest/file-routes';
import { readUrl } from '../../rest/read-json';
import type { ReceiptDocuments, ReceiptFile } from './receipt-documents';

type Query = Record<string, unknown>;

const INT = new GraphQLNonNull(GraphQLInt);

const idOf = (params: { id: string }) => readUrl('id', INT, params.id) as number;
const tokenOf = (query: Query) => readUrl('token', new GraphQLNonNull(GraphQLString), query.token) as string;

function send(reply: FastifyReply, file: ReceiptFile) {
  const disposition = file.type === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .type(file.type)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(file.body);
}

const ID = { id: { schema: { type: 'integer' }, description: 'The donation' } };

/** The receipts' files as the OpenAPI document lists them. */
export const receiptFileRoutes: FileRoute[] = [
  ...(['pdf', 'html'] as const).flatMap((format): FileRoute[] => [
    {
      path: `/user/donations/:id/receipt.${format}`,
      summary: `The signed-in donor's receipt (${format === 'pdf' ? 'PDF' : 'printable page'})`,
      tag: 'receipts',
      type: format === 'pdf' ? 'application/pdf' : 'text/html',
      params: ID,
    },
    {
      path: `/receipts/:id/receipt.${format}`,
      summary: `A receipt opened by its link's token (${format === 'pdf' ? 'PDF' : 'printable page'})`,
      tag: 'receipts',
      type: format === 'pdf' ? 'application/pdf' : 'text/html',
      params: ID,
      query: {
        token: { schema: { type: 'string' }, required: true, description: "The link's signed token" },
      },
    },
  ]),
  {
    path: '/user/donations/statement.pdf',
    summary: "The signed-in donor's yearly statement (PDF)",
    tag: 'receipts',
    type: 'application/pdf',
    query: {
      year: { schema: { type: 'integer' }, required: true, description: 'The Jalali year, e.g. 1404' },
    },
  },
];

/**
 * The receipts' files, beside the REST table (a PDF or a page is not an envelope; refusals still are):
 * - GET /api/user/donations/:id/receipt.{pdf,html} — the signed-in donor's receipt;
 * - GET /api/user/donations/statement.pdf?year= — the donor's yearly statement;
 * - GET /api/receipts/:id/receipt.{pdf,html}?token= — a receipt opened by its link's token.
 */
export function registerReceiptFiles(
  fastify: FastifyInstance,
  documents: ReceiptDocuments,
  createContext: ContextFactory,
): void {
  for (const format of ['pdf', 'html'] as const) {
    fastify.get<{ Params: { id: string } }>(
      `${API_PREFIX}/user/donations/:id/receipt.${format}`,
      async (request, reply) => {
        const id = idOf(request.params);
        const { viewer } = await createContext(request);
        return send(reply, await documents.receipt(id, { viewer }, format));
      },
    );
    fastify.get<{ Params: { id: string }; Querystring: Query }>(
      `${API_PREFIX}/receipts/:id/receipt.${format}`,
      async (request, reply) => {
        const id = idOf(request.params);
        return send(
          reply,
          await documents.receipt(id, { token: tokenOf(request.query), ip: request.ip }, format),
        );
      },
    );
  }
  fastify.get<{ Querystring: Query }>(
    `${API_PREFIX}/user/donations/statement.pdf`,
    async (request, reply) => {
      const year = readUrl('year', INT, request.query.year) as number;
      const { viewer } = await createContext(request);
      return send(reply, await documents.statementPdf(viewer, year));
    },
  );
}
