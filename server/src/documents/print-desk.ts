import type { RateLimiter } from '../limits/rate-limiter';
import { documentMessages } from './documents.messages';
import type { PdfPrinter } from './pdf-printer';

/**
 * PDFs printed per account (or, for a link opened without signing in, per client address), whatever the
 * document: each costs a browser page, so a loop of downloads cannot keep the printer busy for everyone else.
 * A member prints a few.
 */
export const PDF_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;

/** Who asks for a PDF: a signed-in member, or a client address. */
export type PdfRequester = { userId: number } | { ip: string };

const ownerOf = (requester: PdfRequester) =>
  'userId' in requester ? `user:${requester.userId}` : `ip:${requester.ip}`;

/** The rate-limit key of a requester's PDFs. */
export const pdfLimitKey = (requester: PdfRequester) => `pdf:${ownerOf(requester)}`;

/**
 * The one way a person's request reaches the printer: the document is counted against the requester's
 * allowance (a Persian 429 beyond it), then printed in the requester's turn of the shared queue.
 */
export class PrintDesk {
  constructor(
    private readonly printer: PdfPrinter,
    private readonly limiter: RateLimiter,
  ) {}

  async print(documentHtml: string, requester: PdfRequester): Promise<Buffer> {
    const { limit, windowSeconds } = PDF_LIMIT;
    await this.limiter.consume(pdfLimitKey(requester), windowSeconds, limit, documentMessages.tooManyPdfs);
    return this.printer.print(documentHtml, ownerOf(requester));
  }
}
