import type { PdfRequester, PrintDesk } from '../../documents/print-desk';
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
    private readonly printer: PrintDesk,
  ) {}

  async receipt(donationId: number, access: ReceiptAccess, format: 'pdf' | 'html'): Promise<ReceiptFile> {
    const receipt = await this.find(donationId, access);
    const page = await receiptHtml(receipt, await this.settings.get());
    const filename = `receipt-${receipt.number}.${format}`;
    if (format === 'html') return { body: page, type: HTML, filename };
    return { body: await this.printer.print(page, this.requesterOf(access)), type: PDF, filename };
  }

  async statementPdf(viewer: Viewer | null, jalaliYear: number): Promise<ReceiptFile> {
    const donor = this.receipts.signedIn(viewer);
    const statement = await this.receipts.statement(donor, jalaliYear);
    const page = statementHtml(statement, await this.settings.get());
    const body = await this.printer.print(page, { userId: donor.userId });
    return { body, type: PDF, filename: `statement-${jalaliYear}.pdf` };
  }

  /** A receipt's PDF counts against the signed-in donor, or against the address that opened its link. */
  private requesterOf(access: ReceiptAccess): PdfRequester {
    if ('ip' in access) return { ip: access.ip };
    return { userId: this.receipts.signedIn(access.viewer).userId };
  }

  private find(donationId: number, access: ReceiptAccess): Promise<DonorReceipt> {
    if ('token' in access) return this.receipts.byToken(donationId, access.token);
    return this.receipts.mine(this.receipts.signedIn(access.viewer), donationId);
  }
}
