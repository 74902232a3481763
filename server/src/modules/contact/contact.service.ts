import { contactSchema } from '@common/validation/contact';
import { validate } from '@common/validation/validate';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { invalid } from '../../errors';
import type { RateLimiter } from '../../limits/rate-limiter';
import type { ContactMessageInput } from './contact.inputs';
import type { ContactReceipt } from './contact.types';

export const CONTACT_SUCCESS_MESSAGE = 'پیام شما با موفقیت ارسال شد. به‌زودی با شما تماس می‌گیریم.';

/** Five messages per address in ten minutes. */
export const CONTACT_RATE_LIMIT = {
  limit: 5,
  windowSeconds: 10 * 60,
  message: 'تعداد پیام‌های ارسالی شما بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.',
} as const;

export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /** Checks the message with the contact form's schema, counts it against the address, stores it as NEW. */
  async submit(input: ContactMessageInput, ipAddress: string): Promise<ContactReceipt> {
    const result = validate(contactSchema, input);
    if (!result.ok) throw invalid(result.fieldErrors, result.message);
    const { windowSeconds, limit, message: tooMany } = CONTACT_RATE_LIMIT;
    await this.limiter.consume(`contact:${ipAddress}`, windowSeconds, limit, tooMany);
    const { name, email, phone, subject, message } = result.value;
    const [row] = await this.db
      .insert(contactMessages)
      .values({ name, email, phone: phone ?? null, subject, message, status: 'NEW', ipAddress })
      .returning({ id: contactMessages.id });
    return { id: row.id, message: CONTACT_SUCCESS_MESSAGE };
  }
}
