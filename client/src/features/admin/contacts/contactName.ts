import { formatJalaliDate } from '@common/date';
import type { ContactSubject } from '@common/enums';
import { contactSubjectLabels } from '@common/labels';

/**
 * A message as a person tells it apart in the list (its box's label, a refusal in a toast): sender, subject
 * and date, since one person may write several times and ids are not shown.
 */
export const contactName = (m: { name: string; subject: ContactSubject; createdAt: string }) =>
  `پیام ${m.name} درباره‌ی ${contactSubjectLabels[m.subject]}، ${formatJalaliDate(m.createdAt)}`;
