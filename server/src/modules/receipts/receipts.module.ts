import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import type { SiteSettingsService } from '../settings/settings.service';
import { ReceiptDocuments } from './receipt-documents';
import { issueMissingReceipts } from './receipt-issuer';
import { ReceiptLinks } from './receipt-links';
import { registerReceiptFiles } from './receipts.http';
import { ReceiptResolver } from './receipts.resolver';
import { receiptRoutes } from './receipts.routes';
import { ReceiptService } from './receipts.service';

type Needs = Uses<'db' | 'config' | 'limiter' | 'signingSecret' | 'printDesk'> & {
  settings: SiteSettingsService;
};

/** Donation receipts: their signed links, pages and PDFs; a start step issues any a crash left missing. */
export const receiptsModule = defineModule({
  name: 'receipts',
  services: ({ db, config, limiter, signingSecret }: Needs) => {
    const receiptLinks = new ReceiptLinks(signingSecret);
    return { receiptLinks, receipts: new ReceiptService(db, limiter, receiptLinks, config.publicUrl) };
  },
  resolvers: ({ receipts }) => [new ReceiptResolver(receipts)],
  rest: receiptRoutes,
  files: (fastify, { services: { receipts, settings, printDesk }, createContext }) =>
    registerReceiptFiles(fastify, new ReceiptDocuments(receipts, settings, printDesk), createContext),
  start: issueMissingReceipts,
});
