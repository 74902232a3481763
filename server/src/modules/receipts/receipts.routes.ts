import { rowsTagged } from '../../rest/route';

const row = rowsTagged('receipts');
const ofDonation = { rename: { id: 'donationId' } };

/** The receipt rows; the PDF and printable files are file routes beside them (receipts.http.ts). */
export const receiptRoutes = [
  row('GET', '/user/donations/:id/receipt', 'myDonationReceipt', ofDonation),
  row('GET', '/user/donations/statement/:jalaliYear', 'myDonationStatement'),
  row('GET', '/receipts/verify/:code', 'verifyReceipt'),
  row('GET', '/receipts/:id', 'donationReceiptByToken', ofDonation),
];
