// A student's certificates and the public check of one by its printed code (rate-limited per address, so
// codes cannot be tried in bulk).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { RateLimiter } from '../../limits/rate-limiter';
import { normalizeVerificationCode } from '../verification-code';
import { type CertificateRow, toCertificate, toVerification } from './certificate-mapper';
import { learningMessages as messages } from './learning.messages';
import type { Certificate, CertificateVerification } from './learning.types';

/** Lookups one address may make in a window (a person checks a few papers; a script tries thousands). */
export const VERIFY_LIMIT = 30;
export const VERIFY_WINDOW_SECONDS = 10 * 60;
const MAX_CODE_INPUT = 40;

export class CertificateService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /** The viewer's certificates, newest first. */
  async mine(viewer: Viewer): Promise<Certificate[]> {
    const rows = await this.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, viewer.userId))
      .orderBy(desc(certificates.issuedAt), desc(certificates.id));
    return rows.map(toCertificate);
  }

  /** The viewer's own certificate by id; 404 for anyone else's (so ids cannot be probed). */
  async owned(viewer: Viewer, id: number): Promise<CertificateRow> {
    const [row] =
      Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
        ? await this.db.select().from(certificates).where(eq(certificates.id, id))
        : [];
    if (!row || row.userId !== viewer.userId) throw notFound(messages.certificateNotFound);
    return row;
  }

  /** What the public page confirms of the certificate with this printed code. */
  async verify(input: string, ipAddress: string): Promise<CertificateVerification> {
    await this.limiter.consume(
      `certificate-verify:${ipAddress}`,
      VERIFY_WINDOW_SECONDS,
      VERIFY_LIMIT,
      messages.tooManyLookups,
    );
    const code = input.length <= MAX_CODE_INPUT ? normalizeVerificationCode(input) : null;
    if (!code) throw invalid({ code: messages.badCode });
    const [row] = await this.db.select().from(certificates).where(eq(certificates.verificationCode, code));
    if (!row) throw notFound(messages.certificateNotFound);
    return toVerification(row);
  }
}
