import type { PdfPrinter } from '../../documents/pdf-printer';
import type { Viewer } from '../../graphql/viewer';
import type { SiteSettingsService } from '../settings/settings.service';
import { receiptHtml } from './receipt-html';
import type { ReceiptService } from './receipts.service';
import type { DonorReceipt } from './receipts.types';
import { statementHtml } from './statement-html';

/** A document a file route answers: its bytes or text, its type and the name it is saved under. */
export interface ReceiptFile {
  body: Buffer | string;
  type: string;
  filename: string;
}

/** Who asks for a receipt: the signed-in donor, or the holder of the link's token (from a client address). */
export type ReceiptAccess = { viewer: Viewer | null } | { token: string; ip: string };

const PDF = 'application/pdf';
const HTML = 'text/html; charset=utf-8';

/**
 * The printed forms of receipts and statements: the page (the client's printable view draws it) and the same
 * page printed to PDF. The rules (whose receipt, which token) stay in ReceiptService.
 */
export class ReceiptDocuments {
  constructor(
    private readonly receipts: ReceiptService,
    private readonly settings: SiteSettingsService,
    private readonly printer: PdfPrinter,
  ) {}

  async receipt(donationId: number, access: ReceiptAccess, format: 'pdf' | 'html'): Promise<ReceiptFile> {
    const receipt = await this.find(donationId, access);
    const page = await receiptHtml(receipt, await this.settings.get());
    const filename = `receipt-${receipt.number}.${format}`;
    if (format === 'html') return { body: page, type: HTML, filename };
    await this.receipts.countPdf('viewer' in access ? access.viewer : null, 'ip' in access ? access.ip : '');
    return { body: await this.printer.print(page), type: PDF, filename };
  }

  async statementPdf(viewer: Viewer | null, jalaliYear: number): Promise<ReceiptFile> {
    const statement = await this.receipts.statement(this.receipts.signedIn(viewer), jalaliYear);
    await this.receipts.countPdf(viewer, '');
    const page = statementHtml(statement, await this.settings.get());
    return { body: await this.printer.print(page), type: PDF, filename: `statement-${jalaliYear}.pdf` };
  }

  private find(donationId: number, access: ReceiptAccess): Promise<DonorReceipt> {
    if ('token' in access) return this.receipts.byToken(donationId, access.token);
    return this.receipts.mine(this.receipts.signedIn(access.viewer), donationId);
  }
}
