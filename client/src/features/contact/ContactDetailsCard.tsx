import type { ComponentType, ReactNode } from 'react';
import { useSiteSettings } from '../../app/site/useSiteSettings';
import { ClockIcon, type IconProps, MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { PhoneLink } from '../../components/ui/PhoneLink';

function Line({
  Icon,
  title,
  children,
}: {
  Icon: ComponentType<IconProps>;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-bold text-ink-900">{title}</p>
        <div className="mt-1 text-sm leading-7 text-ink-600">{children}</div>
      </div>
    </li>
  );
}

/** Phone, e-mail, postal address and opening hours, as the admin set them in the site settings. */
export function ContactDetailsCard() {
  const site = useSiteSettings();
  return (
    <section
      aria-labelledby="contact-details"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8"
    >
      <h2 id="contact-details" className="mb-6 text-xl font-extrabold text-ink-900">
        راه‌های ارتباطی
      </h2>
      <ul className="flex flex-col gap-6">
        <Line Icon={PhoneIcon} title="تلفن">
          <PhoneLink phone={site.phone} className="hover:text-brand-700" />
        </Line>
        <Line Icon={MailIcon} title="ایمیل">
          <a href={`mailto:${site.email}`} className="ltr-text hover:text-brand-700">
            {site.email}
          </a>
        </Line>
        <Line Icon={MapPinIcon} title="نشانی">
          <a href={site.mapsUrl} target="_blank" rel="noopener noreferrer" className="hover:text-brand-700">
            {site.address}
            <span className="sr-only"> (نمایش روی نقشه)</span>
          </a>
        </Line>
        {site.openingHours && (
          <Line Icon={ClockIcon} title="ساعات پاسخ‌گویی">
            <p className="whitespace-pre-line">{site.openingHours}</p>
          </Line>
        )}
      </ul>
    </section>
  );
}
