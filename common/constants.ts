// Business constants and limits of spec doc 1 §9, doc 2 §9 and doc 3 §9.

const MB = 1024 * 1024;

// Landing carousel (doc 1 §9)
export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_FADE_MS = 500;
export const CAROUSEL_WIDTH = 1920;
export const CAROUSEL_HEIGHT = 600;
export const CAROUSEL_ASPECT_RATIO = CAROUSEL_WIDTH / CAROUSEL_HEIGHT;

// Notifications (doc 1 §7, §9)
export const UNREAD_POLL_INTERVAL_MS = 30_000;
export const RECENT_NOTIFICATIONS_LIMIT = 5;
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Above this the badge shows '۹+'. */
export const NOTIFICATION_BADGE_CAP = 9;

// Auth and profile (doc 1 §5, §9)
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
/** An upper bound so that hashing cannot be abused with huge inputs (not in the spec). */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const PROFILE_COMPLETION_FIELDS = 6;

// Uploads (doc 1 §9, doc 2 §5, doc 3 §5)
export const IMAGE_MAX_BYTES = 5 * MB;
export const VIDEO_MAX_BYTES = 100 * MB;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/x-msvideo',
  'video/quicktime',
  'video/x-ms-wmv',
  'video/x-flv',
  'video/webm',
  'video/x-matroska',
] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mov', 'wmv', 'flv', 'webm', 'mkv'] as const;

// Toasts (doc 1 §9, doc 3 §9)
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_SUCCESS_ADMIN_MS = 3000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_BLANK_MS = 4000;
export const TOAST_CUSTOM_MS = 4000;
export const TOAST_LIMIT = 20;

// Donations (doc 2 §5, §9)
export const MIN_DONATION_TOMAN = 1000;
/**
 * The largest single donation: one billion toman (ten billion rial). A charity's largest gifts stay well below
 * it, a larger gift is arranged with the charity directly, and a typing slip cannot record an absurd amount.
 */
export const MAX_DONATION_TOMAN = 1_000_000_000;
export const DONATION_QUICK_AMOUNTS_TOMAN = [
  50_000, 100_000, 250_000, 500_000, 1_000_000, 2_000_000,
] as const;
export const DONATION_MESSAGE_MAX_LENGTH = 500;
/** Payment method codes used when none can be loaded (doc 2 §3). */
export const DEFAULT_PAYMENT_METHOD_CODES = ['bank_transfer', 'credit_card', 'online_payment'] as const;

// Programs (doc 2 §9, doc 3 §9)
export const PUBLIC_PROGRAMS_PAGE_SIZE = 100;
export const PROGRAM_DONATIONS_PAGE_SIZE = 10;
export const PROGRAM_TOP_SUPPORTERS = 5;
export const PROGRAM_LATEST_SUPPORTERS = 5;
export const ADMIN_PROGRAMS_PAGE_SIZE = 10;
export const PROGRAM_NAME_MIN_LENGTH = 3;
export const PROGRAM_DESCRIPTION_MIN_LENGTH = 10;
/** Program types offered by the create form; the edit form offers all of them. */
export const PROGRAM_TYPES_ON_CREATE = ['SCHOLARSHIP', 'SUPPLIES', 'MENTORSHIP'] as const;

// Courses (doc 2 §9, doc 3 §9)
export const COURSE_PAGE_SIZE = 12;
export const COURSE_SERVICE_PAGE_SIZE = 10;
export const FILTER_DEBOUNCE_MS = 500;
export const COURSE_TITLE_MAX_LENGTH = 200;
export const COURSE_SHORT_DESCRIPTION_MAX_LENGTH = 500;
export const COURSE_DESCRIPTION_MAX_LENGTH = 5000;
export const COURSE_WHAT_YOU_WILL_LEARN_MAX_LENGTH = 2000;
export const COURSE_REQUIREMENTS_MAX_LENGTH = 1500;
export const COURSE_TARGET_AUDIENCE_MAX_LENGTH = 1500;
export const COURSE_MAX_SKILLS = 15;
export const COURSE_RECOMMENDED_MIN_SKILLS = 5;
export const COURSE_MIN_SKILLS_TO_PUBLISH = 3;
export const COURSE_DURATION_MINUTES_MAX = 59;
export const CHAPTER_TITLE_MIN_LENGTH = 3;
export const COURSE_WIZARD_STEPS = 6;
export const COURSE_PUBLISH_CHECKLIST_ITEMS = 7;
export const SKILL_SUGGESTION_CHIPS = 12;
export const COURSE_PREVIEW_SKILLS = 5;
export const COURSE_PREVIEW_CHAPTERS = 3;
export const WIZARD_REDIRECT_MS = 2000;
/** Character counters turn yellow above 70% and red above 90% of the limit. */
export const CHAR_COUNTER_WARN_RATIO = 0.7;
export const CHAR_COUNTER_DANGER_RATIO = 0.9;
export const ADMIN_COURSES_FETCH_SIZE = 100;

// Admin lists and dashboard (doc 3 §9)
export const ADMIN_PAGE_SIZE = 10;

/** The most items one bulk action of the admin area changes. */
export const BULK_ACTION_MAX = 100;
export const DASHBOARD_RECENT_CONTACTS = 3;
export const DASHBOARD_MESSAGE_PREVIEW_LENGTH = 50;
export const DASHBOARD_LATEST_DONORS = 6;
export const DASHBOARD_DONATIONS_LIMIT = 10;
export const DATE_PICKER_TYPING_TIMEOUT_MS = 700;

// Contact form (doc 2 §5)
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

/** The widths uploaded pictures are served in (`/uploads/<key>?w=`), for `srcset`. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

// Program spending entries (issue 15)
/** The largest single spending entry: a hundred billion toman; beyond it a typing slip is more likely. */
export const MAX_SPENDING_TOMAN = 100_000_000_000;
export const SPENDING_DESCRIPTION_MAX_LENGTH = 500;
