import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLInt, GraphQLNonNull, GraphQLString } from 'graphql';
import type { ContextFactory } from '../../graphql/context';
import { getFile } from '../../rest/file-routes';
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

const ofDonation = { type: 'object', properties: { id: { type: 'integer', description: 'The donation' } } };
const text = (description: string) => ({ type: 'string', description });
const query = (name: string, schema: object) => ({
  type: 'object',
  properties: { [name]: schema },
  required: [name],
});
const formatName = { pdf: 'PDF', html: 'printable page' } as const;
const typeOf = { pdf: 'application/pdf', html: 'text/html' } as const;

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
    const receipt = { tag: 'receipts', type: typeOf[format], params: ofDonation };
    getFile<{ Params: { id: string } }>(
      fastify,
      {
        ...receipt,
        path: `/user/donations/:id/receipt.${format}`,
        summary: `The signed-in donor's receipt (${formatName[format]})`,
      },
      async (request, reply) => {
        const id = idOf(request.params);
        const { viewer } = await createContext(request);
        return send(reply, await documents.receipt(id, { viewer }, format));
      },
    );
    getFile<{ Params: { id: string }; Querystring: Query }>(
      fastify,
      {
        ...receipt,
        path: `/receipts/:id/receipt.${format}`,
        summary: `A receipt opened by its link's token (${formatName[format]})`,
        querystring: query('token', text("The link's signed token")),
      },
      async (request, reply) => {
        const id = idOf(request.params);
        return send(
          reply,
          await documents.receipt(id, { token: tokenOf(request.query), ip: request.ip }, format),
        );
      },
    );
  }
  getFile<{ Querystring: Query }>(
    fastify,
    {
      path: '/user/donations/statement.pdf',
      summary: "The signed-in donor's yearly statement (PDF)",
      tag: 'receipts',
      type: 'application/pdf',
      querystring: query('year', { type: 'integer', description: 'The Jalali year, e.g. 1404' }),
    },
    async (request, reply) => {
      const year = readUrl('year', INT, request.query.year) as number;
      const { viewer } = await createContext(request);
      return send(reply, await documents.statementPdf(viewer, year));
    },
  );
}
