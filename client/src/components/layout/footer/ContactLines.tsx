import { CONTACT_INFO } from '../../../app/brand';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { PhoneLink } from '../../ui/PhoneLink';

export function ContactLines() {
  return (
    <ul className="space-y-3 text-sm text-brand-100">
      <li className="flex items-center gap-3">
        <PhoneIcon className="size-5 shrink-0 text-accent-300" />
        <PhoneLink phone={CONTACT_INFO.phone} className="hover:text-white" />
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
