import { toPersianDigits } from '@common/digits';
import { CONTACT_INFO } from '../../../app/brand';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';

function formatPhone(phone: string): string {
  return toPersianDigits(`${phone.slice(0, 3)}-${phone.slice(3)}`);
}

export function ContactLines() {
  return (
    <ul className="space-y-3 text-sm text-brand-100">
      <li className="flex items-center gap-3">
        <PhoneIcon className="size-5 shrink-0 text-accent-300" />
        <a href={`tel:${CONTACT_INFO.phone}`} className="ltr-text hover:text-white">
          {formatPhone(CONTACT_INFO.phone)}
        </a>
      </li>
      <li className="flex items-center gap-3">
        <MailIcon className="size-5 shrink-0 text-accent-300" />
        <a href={`mailto:${CONTACT_INFO.email}`} className="ltr-text hover:text-white">
          {CONTACT_INFO.email}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
        <a href={CONTACT_INFO.mapsUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white">
          {CONTACT_INFO.address}
          <span className="sr-only"> (نمایش روی نقشه)</span>
        </a>
      </li>
    </ul>
  );
}
