import { useSiteSettings } from '../../../app/site/useSiteSettings';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { PhoneLink } from '../../ui/PhoneLink';

export function ContactLines() {
  const site = useSiteSettings();
  return (
    <ul className="space-y-3 text-sm text-brand-100">
      <li className="flex items-center gap-3">
        <PhoneIcon className="size-5 shrink-0 text-accent-300" />
        <PhoneLink phone={site.phone} className="hover:text-white" />
      </li>
      <li className="flex items-center gap-3">
        <MailIcon className="size-5 shrink-0 text-accent-300" />
        <a href={`mailto:${site.email}`} className="ltr-text hover:text-white">
          {site.email}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
        <a href={site.mapsUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white">
          {site.address}
          <span className="sr-only"> (نمایش روی نقشه)</span>
        </a>
      </li>
      {site.openingHours && (
        <li className="flex items-start gap-3">
          <ClockIcon className="mt-0.5 size-5 shrink-0 text-accent-300" />
          <span>{site.openingHours}</span>
        </li>
      )}
    </ul>
  );
}
