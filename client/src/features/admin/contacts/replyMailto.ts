import { contactSubjectLabels } from '@common/labels';
import type { AdminContactFieldsFragment } from '../../../gql/graphql';

/**
 * A mailto: address that opens the admin's mail program with the sender as the recipient and «پاسخ: …» as
 * the subject; every part is percent-encoded (the address's local part and domain on either side of @).
 */
export function replyMailto(message: Pick<AdminContactFieldsFragment, 'email' | 'name' | 'subject'>): string {
  const to = message.email.split('@').map(encodeURIComponent).join('@');
  const subject = `پاسخ: پیام شما درباره‌ی «${contactSubjectLabels[message.subject]}»`;
  const body = `${message.name} گرامی، سلام\n\n`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
