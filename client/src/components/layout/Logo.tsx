import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../app/site/useSiteSettings';

export function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="16" className="fill-brand-600" />
      <path
        d="M32 20c-5-4-12-5-18-3v28c6-2 13-1 18 3 5-4 12-5 18-3V17c-6-2-13-1-18 3Z"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path d="M32 20v28" stroke="#fff" strokeWidth="3.5" />
      <circle cx="32" cy="11" r="3.5" className="fill-accent-300" />
    </svg>
  );
}

const LOGO_LINE = 'انجمن خیریه آموزشی';

/** Logo and the association's name, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { shortName } = useSiteSettings();
  // The accessible name starts with the words shown, so a voice user can say what they see.
  return (
    <Link to="/" className="flex items-center gap-3" aria-label={`${shortName} ${LOGO_LINE}، صفحه‌ی اصلی`}>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className={`text-lg font-extrabold ${tone === 'dark' ? 'text-brand-800' : 'text-white'}`}>
          {shortName}
        </span>{' '}
        <span className={`text-xs ${tone === 'dark' ? 'text-ink-500' : 'text-brand-100'}`}>{LOGO_LINE}</span>
      </span>
    </Link>
  );
}
