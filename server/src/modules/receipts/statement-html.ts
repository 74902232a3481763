import { formatJalaliDate } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { formatToman } from '@common/money';
import type { SiteSettingsValues } from '@common/site-settings';
import { documentHtml } from '../../documents/document-html';
import { html } from '../../documents/html-template';
import { masthead, printedNumber } from './receipt-html';
import { RECEIPT_STYLE } from './receipt-style';
import { receiptDocumentTexts as T } from './receipts.messages';
import type { DonationStatement } from './receipts.types';

/** The yearly statement: every completed donation of one Jalali year by receipt, and the total. */
export function statementHtml(statement: DonationStatement, org: SiteSettingsValues): string {
  const year = toPersianDigits(statement.jalaliYear);
  const body = html`<main class="sheet">
${masthead(org, T.statementTitle, html`${T.year}: ${year}`)}
<p>${T.statementFor}: <strong>${statement.donorName ?? '—'}</strong></p>
${
  statement.receipts.length === 0
    ? html`<p class="empty">${T.noDonations}</p>`
    : html`<table>
<thead><tr><th>${T.receiptNumber}</th><th>${T.date}</th><th>${T.program}</th><th>${T.amount}</th></tr></thead>
<tbody>
${statement.receipts.map(
  (r) =>
    html`<tr><td>${printedNumber(r.number)}</td><td>${formatJalaliDate(r.completedAt)}</td><td>${r.programName}</td><td>${formatToman(r.amount)}</td></tr>`,
)}
<tr class="total"><th colspan="3">${T.total} (${toPersianDigits(statement.receipts.length)} ${T.donations})</th><td>${formatToman(String(statement.total))}</td></tr>
</tbody>
</table>`
}
<p class="thanks">${T.thanks}</p>
</main>`;
  return documentHtml({ title: `${T.statementTitle} ${year}`, body, style: RECEIPT_STYLE });
}
