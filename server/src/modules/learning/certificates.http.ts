import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PrintDesk } from '../../documents/print-desk';
import type { ContextFactory } from '../../graphql/context';
import { type FileRoute, getFile } from '../../rest/file-routes';
import type { SiteSettingsService } from '../settings/settings.service';
import { viewerOf } from '../viewer';
import { certificateTexts } from './certificate.texts';
import { certificateHtml } from './certificate-document';
import type { CertificateService } from './certificates.service';

export interface CertificateFileDeps {
  certificates: CertificateService;
  printDesk: PrintDesk;
  settings: SiteSettingsService;
  publicUrl: string;
  createContext: ContextFactory;
}

/** The signed-in owner's certificate as its printable page (the PDF's own HTML); 401 / 404 otherwise. */
async function certificatePage(
  deps: CertificateFileDeps,
  request: FastifyRequest<{ Params: { id: string } }>,
) {
  const viewer = viewerOf(await deps.createContext(request));
  const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
  const certificate = await deps.certificates.owned(viewer, id);
  const { name } = await deps.settings.get();
  return {
    viewer,
    certificate,
    page: await certificateHtml(certificate, { publicUrl: deps.publicUrl, issuer: name }),
  };
}

/** The certificate's files, as the OpenAPI document describes them. */
const certificateFile = (path: string, summary: string, type: FileRoute['type']): FileRoute => ({
  path,
  summary,
  type,
  tag: 'certificates',
  params: { type: 'object', properties: { id: { type: 'integer', description: 'The certificate' } } },
});

/**
 * GET /api/certificates/:id/pdf and /api/certificates/:id/print: the signed-in owner's certificate as a PDF
 * file, or as the printable page it is printed from (what the browser prints when the server has no
 * Chromium). Files, not envelopes, so routes of their own beside the REST table; refusals (401 for guests,
 * 404 for anyone else's or an unknown id) still answer the envelope.
 */
export function registerCertificateFiles(fastify: FastifyInstance, deps: CertificateFileDeps): void {
  const pdf = certificateFile(
    '/certificates/:id/pdf',
    "The signed-in owner's certificate (PDF)",
    'application/pdf',
  );
  getFile<{ Params: { id: string } }>(fastify, pdf, async (request, reply) => {
    const { viewer, certificate, page } = await certificatePage(deps, request);
    const file = await deps.printDesk.print(page, { userId: viewer.userId });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${certificateTexts.fileName(certificate.id)}"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });
  const print = certificateFile(
    '/certificates/:id/print',
    "The signed-in owner's certificate as its printable page",
    'text/html',
  );
  getFile<{ Params: { id: string } }>(fastify, print, async (request, reply) => {
    const { page } = await certificatePage(deps, request);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(page);
  });
}
