import { DASHBOARD_MESSAGE_PREVIEW_LENGTH } from '@common/constants';
import { formatJalaliDate } from '@common/date';
import { contactSubjectLabels } from '@common/labels';
import { preview } from '@common/text';
import { Link } from 'react-router-dom';
import type { AdminContactFieldsFragment } from '../../../gql/graphql';
import { ContactStatusBadge } from '../contacts/ContactStatusBadge';
import { contactUrls } from '../contacts/urls';

export function RecentContacts({ messages }: { messages: readonly AdminContactFieldsFragment[] }) {
  return (
    <section
      aria-labelledby="recent-contacts"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100"
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id="recent-contacts" className="font-bold text-ink-900">
          آخرین پیام‌های تماس
        </h2>
        <Link to={contactUrls.list()} className="text-sm font-medium text-brand-700 hover:underline">
          همه‌ی پیام‌ها
        </Link>
      </div>
      {messages.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-500">پیامی نرسیده است.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-100">
          {messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-1 py-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium text-ink-900">{message.name}</span>
                <ContactStatusBadge status={message.status} />
              </div>
              <p className="text-sm text-ink-600">
                {contactSubjectLabels[message.subject]} —{' '}
                {preview(message.message, DASHBOARD_MESSAGE_PREVIEW_LENGTH)}
              </p>
              <p className="text-xs text-ink-400">{formatJalaliDate(message.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
