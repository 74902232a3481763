// The icons of the pages behind the first screen (forms, tables, admin, profile); the first screen's are in
// icons.tsx, whose drawing they share.
import { type IconProps, StrokeIcon } from './icons';

export const ChevronDownIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);
export const ChevronUpIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m6 15 6-6 6 6" />
  </StrokeIcon>
);
export const EyeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </StrokeIcon>
);
export const GripIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" strokeWidth={3} />
  </StrokeIcon>
);
export const PlusIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 5v14M5 12h14" />
  </StrokeIcon>
);
export const UserIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </StrokeIcon>
);
export const LogoutIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <StrokeIcon className={`${className} rtl:-scale-x-100`} {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
  </StrokeIcon>
);
export const DashboardIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </StrokeIcon>
);
export const ImageIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m4 18 5-5 4 4 3-3 4 4" />
  </StrokeIcon>
);
export const CardIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </StrokeIcon>
);
export const SettingsIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </StrokeIcon>
);
export const SearchIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </StrokeIcon>
);
export const FilterIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </StrokeIcon>
);
export const GridIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </StrokeIcon>
);
export const ListIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="4.5" width="5" height="5" rx="1" />
    <rect x="3.5" y="14.5" width="5" height="5" rx="1" />
    <path d="M12 6h8.5M12 8.5h5M12 16h8.5M12 18.5h5" />
  </StrokeIcon>
);
export const CalendarIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </StrokeIcon>
);
export const RefreshIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M20 11a8 8 0 0 0-14.6-4.5M4 13a8 8 0 0 0 14.6 4.5M5 3v4h4M19 21v-4h-4" />
  </StrokeIcon>
);
export const CheckIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </StrokeIcon>
);
export const PlayIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m10 8.5 5 3.5-5 3.5v-7Z" />
  </StrokeIcon>
);
export const AwardIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 7 5-2.5 5 2.5-1.5-7" />
  </StrokeIcon>
);
export const GlobeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </StrokeIcon>
);
export const AlertIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </StrokeIcon>
);
export const BellIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 9a6 6 0 1 1 12 0c0 4.5 1.5 6.5 2 7H4c.5-.5 2-2.5 2-7Z" />
    <path d="M10 19.5a2.2 2.2 0 0 0 4 0" />
  </StrokeIcon>
);
export const TrashIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </StrokeIcon>
);
export const PencilIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </StrokeIcon>
);
export const CameraIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13" r="3.5" />
  </StrokeIcon>
);
export const HomeIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5" />
  </StrokeIcon>
);

export const ShareIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </StrokeIcon>
);

export const BookmarkIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M6 4h12v16l-6-4-6 4V4Z" />
  </StrokeIcon>
);
/** A numbered list, right to left: the numbers at the start (right) of each line. */
export const OrderedListIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M3 6h11M3 12h11M3 18h11" />
    <path d="M18 10h2M18 6h1v4" />
    <path d="M20 18h-2c0-1 2-2 2-3s-1-1.5-2-1" />
  </StrokeIcon>
);
