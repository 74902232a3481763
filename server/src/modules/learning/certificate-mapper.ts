import type { certificates } from '../../db/schema';
import { formatVerificationCode } from '../verification-code';
import type { Certificate, CertificateVerification } from './learning.types';

export type CertificateRow = typeof certificates.$inferSelect;

/** The public page that confirms a certificate (the client's route). */
export const certificateVerificationPath = (code: string) =>
  `/verify/certificate/${formatVerificationCode(code)}`;

/** The owner's PDF download (a file route beside the REST table). */
export const certificateDownloadPath = (id: number) => `/api/certificates/${id}/pdf`;

/** The owner's printable page of the certificate (the PDF's HTML, for the browser's own print). */
export const certificatePrintPath = (id: number) => `/api/certificates/${id}/print`;

export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    courseId: row.courseId,
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    verificationCode: formatVerificationCode(row.verificationCode),
    issuedAt: row.issuedAt,
    verificationUrl: certificateVerificationPath(row.verificationCode),
    downloadUrl: certificateDownloadPath(row.id),
    printUrl: certificatePrintPath(row.id),
  };
}

/** Only what the public page confirms: name, course, date and the code itself. */
export function toVerification(row: CertificateRow): CertificateVerification {
  return {
    studentName: row.studentName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt,
    verificationCode: formatVerificationCode(row.verificationCode),
  };
}
