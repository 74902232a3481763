// The printed certificate: one landscape A4 page, Persian and right to left, with the student's name, the
// course, the Jalali date of issue, the verification code and a QR to the public verification page.
import { formatJalaliLong } from '@common/date';
import { documentHtml } from '../../documents/document-html';
import { html } from '../../documents/html-template';
import { qrSvg } from '../../documents/qr-code';
import { formatVerificationCode } from '../verification-code';
import { certificateTexts as texts } from './certificate.texts';
import { type CertificateRow, certificateVerificationPath } from './certificate-mapper';

const STYLE = `
@page { size: A4 landscape; margin: 12mm; }
.frame { border: 3px double #0f766e; border-radius: 12px; padding: 14mm 18mm; height: 182mm;
  display: flex; flex-direction: column; align-items: center; text-align: center; }
.issuer { color: #0f766e; font-weight: 700; font-size: 14pt; }
h1 { font-size: 30pt; color: #134e4a; margin-top: 6mm; }
.lead { font-size: 14pt; margin-top: 4mm; }
.name { font-size: 26pt; font-weight: 800; margin: 3mm 0; color: #111827; }
.course { font-size: 15pt; }
.course strong { color: #0f766e; }
.footer { margin-top: auto; width: 100%; display: flex; justify-content: space-between; align-items: flex-end;
  text-align: right; font-size: 10.5pt; }
.facts { width: auto; }
.facts th, .facts td { border: 0; padding: 0.2em 0 0.2em 1em; }
.facts th { color: #4b5563; font-weight: 500; }
.code { font-size: 13pt; font-weight: 700; letter-spacing: 1px; text-align: right; }
.how { margin: 2mm 0 0; color: #4b5563; }
.url { margin: 0; text-align: right; }
`;

export interface CertificateDocumentOptions {
  /** The site's address, for the QR and the printed verification address. */
  publicUrl: string;
  /** The issuing association's name (the site settings' name). */
  issuer: string;
}

export async function certificateHtml(
  certificate: CertificateRow,
  { publicUrl, issuer }: CertificateDocumentOptions,
): Promise<string> {
  const base = publicUrl.replace(/\/+$/, '');
  const verifyUrl = `${base}${certificateVerificationPath(certificate.verificationCode)}`;
  const body = html`<div class="frame">
  <div class="issuer">${issuer}</div>
  <h1>${texts.title}</h1>
  <p class="lead">${texts.lead}</p>
  <p class="name">${certificate.studentName}</p>
  <p class="course">${texts.coursePrefix} «<strong>${certificate.courseTitle}</strong>» ${texts.courseSuffix}</p>
  <div class="footer">
    <div>
      <table class="facts">
        <tr><th>${texts.issuedOn}</th><td>${formatJalaliLong(certificate.issuedAt)}</td></tr>
        <tr><th>${texts.code}</th><td class="code ltr">${formatVerificationCode(certificate.verificationCode)}</td></tr>
      </table>
      <p class="how">${texts.howToVerify}</p>
      <p class="ltr url">${base}/verify/certificate</p>
    </div>
    ${await qrSvg(verifyUrl, 130)}
  </div>
</div>`;
  return documentHtml({ title: `${texts.title} — ${certificate.courseTitle}`, body, style: STYLE });
}
