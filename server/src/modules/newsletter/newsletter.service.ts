import { newsletterSchema } from '@common/validation/newsletter';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import type { RateLimiter } from '../../limits/rate-limiter';
import { validated } from '../validated';
import type { NewsletterInput, NewsletterReceipt } from './newsletter.types';

export const NEWSLETTER_SUCCESS_MESSAGE = 'عضویت شما در خبرنامه ثبت شد. سپاسگزاریم!';

/** Ten subscriptions per address in ten minutes. */
export const NEWSLETTER_RATE_LIMIT = {
  limit: 10,
  windowSeconds: 10 * 60,
  message: 'تعداد درخواست‌های شما بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.',
} as const;

export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Stores the address once (lower-cased). An address already on the list gets the same answer, so the
   * form never tells who is subscribed.
   */
  async subscribe(input: NewsletterInput, ipAddress: string): Promise<NewsletterReceipt> {
    const { email } = validated(newsletterSchema, input);
    const { limit, windowSeconds, message } = NEWSLETTER_RATE_LIMIT;
    await this.limiter.consume(`newsletter:${ipAddress}`, windowSeconds, limit, message);
    await this.db
      .insert(newsletterSubscribers)
      .values({ email: email.toLowerCase() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    return { message: NEWSLETTER_SUCCESS_MESSAGE };
  }
}
