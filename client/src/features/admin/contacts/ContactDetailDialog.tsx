import { formatJalaliDateTime } from '@common/date';
import { toPersianDigits } from '@common/digits';
import type { ContactStatus } from '@common/enums';
import { contactSubjectLabels } from '@common/labels';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { Dialog } from '../../../components/ui/Dialog';
import { MailIcon } from '../../../components/ui/icons';
import type { AdminContactFieldsFragment } from '../../../gql/graphql';
import { ContactStatusSelect } from './ContactStatusSelect';
import { replyMailto } from './replyMailto';

interface ContactDetailDialogProps {
  message: AdminContactFieldsFragment | null;
  onClose: () => void;
  onStatus: (message: AdminContactFieldsFragment, status: ContactStatus) => void;
}

/**
 * The whole message with the sender's phone and e-mail as links, the time it arrived, and a reply by e-mail
 * with the subject filled in.
 */
export function ContactDetailDialog({ message, onClose, onStatus }: ContactDetailDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={message ? `پیام ${message.name}` : ''}
      description={message ? contactSubjectLabels[message.subject] : undefined}
    >
      {message && (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-500">ایمیل</dt>
            <dd>
              <a href={`mailto:${message.email}`} dir="ltr" className="text-brand-700 hover:underline">
                {message.email}
              </a>
            </dd>
            {message.phone && (
              <>
                <dt className="text-ink-500">تلفن</dt>
                <dd>
                  <a href={`tel:${message.phone}`} dir="ltr" className="text-brand-700 hover:underline">
                    {toPersianDigits(message.phone)}
                  </a>
                </dd>
              </>
            )}
            <dt className="text-ink-500">زمان دریافت</dt>
            <dd>{formatJalaliDateTime(message.createdAt)}</dd>
          </dl>
          <p className="whitespace-pre-line rounded-2xl bg-ink-50 p-4 leading-8 text-ink-800">
            {message.message}
          </p>
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
            <a href={replyMailto(message)} className={buttonClasses('primary', 'sm')}>
              <MailIcon className="size-4" aria-hidden="true" />
              پاسخ با ایمیل
            </a>
            <span aria-hidden="true">وضعیت پیام</span>
            <ContactStatusSelect
              label="وضعیت پیام"
              value={message.status}
              onChange={(status) => onStatus(message, status)}
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
