import { formatJalaliLong } from '@common/date';
import { toPersianDigits } from '@common/digits';
import { formatToman, RIALS_PER_TOMAN, TOMAN_UNIT } from '@common/money';
import { numberToPersianWords } from '@common/number-words';
import type { SiteSettingsValues } from '@common/site-settings';
import { documentHtml } from '../../documents/document-html';
import { html, type SafeHtml } from '../../documents/html-template';
import { qrSvg } from '../../documents/qr-code';
import { RECEIPT_STYLE } from './receipt-style';
import { receiptDocumentTexts as T } from './receipts.messages';
import type { DonorReceipt } from './receipts.types';

/** The association's name and contact lines above a printed document, with its title and number. */
export function masthead(org: SiteSettingsValues, title: string, number: SafeHtml | string): SafeHtml {
  return html`<header class="masthead">
  <div>
    <div class="org">${org.name}</div>
    <div class="org-contact">${org.address}</div>
    <div class="org-contact">${T.phone}: <span class="ltr">${toPersianDigits(org.phone)}</span> · <span class="ltr">${org.email}</span></div>
  </div>
  <div>
    <h1 class="title">${title}</h1>
    <div class="number">${number}</div>
  </div>
</header>`;
}

/** A receipt number as printed: Persian digits in a left-to-right run, so «۱۴۰۵-۰۰۰۱۲۳» keeps its order. */
export const printedNumber = (number: string): SafeHtml =>
  html`<span class="ltr">${toPersianDigits(number)}</span>`;

/** «پنجاه هزار تومان» for a whole toman amount; null when the rial amount is not whole toman. */
function amountInWords(rial: number): string | null {
  const toman = rial / RIALS_PER_TOMAN;
  return Number.isSafeInteger(toman) ? `${numberToPersianWords(toman)} ${TOMAN_UNIT}` : null;
}

/** The printable receipt of one completed donation: a whole page, every value escaped. */
export async function receiptHtml(receipt: DonorReceipt, org: SiteSettingsValues): Promise<string> {
  const words = amountInWords(receipt.amount);
  const rows: Array<[string, SafeHtml | string]> = [
    [T.date, formatJalaliLong(receipt.completedAt)],
    [T.donor, receipt.donorName ?? T.anonymous],
    [T.program, receipt.programName],
    [
      T.amount,
      html`${formatToman(receipt.amount)}${words ? html`<span class="words">${T.inWords}: ${words}</span>` : ''}`,
    ],
    [T.method, receipt.paymentMethodName],
    [
      T.reference,
      receipt.paymentReference
        ? html`<span class="ltr">${toPersianDigits(receipt.paymentReference)}</span>`
        : '—',
    ],
  ];
  const body = html`<main class="sheet">
${masthead(org, T.receiptTitle, html`${T.receiptNumber}: ${printedNumber(receipt.number)}`)}
<table class="facts">
${rows.map(([label, value]) => html`<tr><th>${label}</th><td>${value}</td></tr>`)}
</table>
<section class="verify">
  ${await qrSvg(receipt.verificationUrl)}
  <div>
    <div>${T.verifyHint}</div>
    <div>${T.code}: <span class="ltr code">${receipt.verificationCode}</span></div>
    <div class="url ltr">${receipt.verificationUrl}</div>
  </div>
</section>
<p class="thanks">${T.thanks}</p>
</main>`;
  return documentHtml({
    title: `${T.receiptTitle} ${toPersianDigits(receipt.number)}`,
    body,
    style: RECEIPT_STYLE,
  });
}
