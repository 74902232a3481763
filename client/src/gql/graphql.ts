/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A whole number (money sums in rial): a JSON number while it is a safe integer (|n| < 2^53), otherwise its exact decimal string. */
  BigInt: { input: number | string; output: number | string; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `SafeInt` scalar type represents non-fractional signed whole numeric values that are considered safe as defined by the ECMAScript specification. */
  SafeInt: { input: number; output: number; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** The answer of a call that only succeeds or fails. */
export type ActionResult = {
  __typename?: 'ActionResult';
  /** Persian text for the success toast. */
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

/** The admin dashboard (spec doc 3 §2.3). Growth is the percent change of new rows this Persian month over the last (Tehran time). */
export type AdminDashboardStats = {
  __typename?: 'AdminDashboardStats';
  /** Published courses. */
  activeCourses: Scalars['Int']['output'];
  /** ACTIVE programs. */
  activePrograms: Scalars['Int']['output'];
  /** Active users, not deleted. */
  activeUsers: Scalars['Int']['output'];
  contactGrowth: Scalars['Float']['output'];
  courseGrowth: Scalars['Float']['output'];
  /** The last six months, oldest first. */
  monthlyStats: Array<MonthlyStat>;
  /** NEW contact messages. */
  pendingContacts: Scalars['Int']['output'];
  programGrowth: Scalars['Float']['output'];
  userGrowth: Scalars['Float']['output'];
};

/** The admin dashboard’s donation figures (completed donations; rial). */
export type AdminDonationStats = {
  __typename?: 'AdminDonationStats';
  /** Distinct givers of completed donations. */
  activeDonors: Scalars['Int']['output'];
  /** Rounded to whole rial. */
  averageDonation: Scalars['SafeInt']['output'];
  completedCount: Scalars['Int']['output'];
  failedCount: Scalars['Int']['output'];
  /** Completed in the current Persian month (Tehran). */
  monthlyDonations: Scalars['BigInt']['output'];
  pendingCount: Scalars['Int']['output'];
  /** Sum of completed donations. */
  totalDonations: Scalars['BigInt']['output'];
};

/** The provider settings of a payment method, as admins see them. */
export type AdminPaymentConfig = {
  __typename?: 'AdminPaymentConfig';
  /** CARD_TO_CARD and BANK_TRANSFER. */
  accountName: Maybe<Scalars['String']['output']>;
  /** BANK_TRANSFER. */
  bankName: Maybe<Scalars['String']['output']>;
  /** CARD_TO_CARD. */
  cardNumber: Maybe<Scalars['String']['output']>;
  /** BANK_TRANSFER. */
  iban: Maybe<Scalars['String']['output']>;
  /** ZARINPAL. */
  merchantId: Maybe<Scalars['String']['output']>;
};

/** A payment method as admins manage it, with its full provider settings. */
export type AdminPaymentMethod = {
  __typename?: 'AdminPaymentMethod';
  code: Scalars['String']['output'];
  config: AdminPaymentConfig;
  /** The settings as JSON text (the REST shape): ZARINPAL {merchantId}; CARD_TO_CARD {cardNumber, accountName}; BANK_TRANSFER {iban, accountName, bankName}. */
  configJson: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  description: Maybe<Scalars['String']['output']>;
  displayNameEn: Maybe<Scalars['String']['output']>;
  displayNameFa: Scalars['String']['output'];
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  provider: PaymentProvider;
  sortOrder: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  usageScope: PaymentUsageScope;
};

export type AdminUserInput = {
  /** Students. */
  educationLevel?: InputMaybe<EducationLevel>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** Default false. */
  emailVerified?: InputMaybe<Scalars['Boolean']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Default true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Donors and staff. */
  organization?: InputMaybe<Scalars['String']['input']>;
  /** Create only; at least 6 characters. */
  password?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  profileImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Staff. */
  staffPosition?: InputMaybe<StaffPosition>;
  /** Students. */
  studentId?: InputMaybe<Scalars['String']['input']>;
  /** Default STUDENT. */
  userType?: InputMaybe<UserType>;
};

/** An admin write: who, what, which object, the changed fields and when. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** create, update, delete, status, … */
  action: Scalars['String']['output'];
  actorId: Maybe<Scalars['Int']['output']>;
  actorName: Scalars['String']['output'];
  changes: Array<AuditFieldChange>;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  objectId: Maybe<Scalars['String']['output']>;
  /** user, contactMessage, donation, paymentMethod, settings, … */
  objectType: Scalars['String']['output'];
};

export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  content: Array<AuditEntry>;
  /** Zero-based page number. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** One changed field of an audited write; values as JSON text (null: absent). */
export type AuditFieldChange = {
  __typename?: 'AuditFieldChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** The answer of signup, login and code verification. otpRequired: a code was sent and must be verified next (token and user are null); otherwise token and user are the new session. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Persian text for the success toast. */
  message: Scalars['String']['output'];
  otpRequired: Scalars['Boolean']['output'];
  /** Bearer token (JWT) naming a server-side session. */
  token: Maybe<Scalars['String']['output']>;
  user: Maybe<User>;
};

/** An item a bulk action left as it was, and why. */
export type BulkFailure = {
  __typename?: 'BulkFailure';
  id: Scalars['Int']['output'];
  /** The Persian refusal the single action gives. */
  message: Scalars['String']['output'];
};

/** What a bulk action did to each item it was given. */
export type BulkResult = {
  __typename?: 'BulkResult';
  /** The ids changed, in the order given. */
  done: Array<Scalars['Int']['output']>;
  failed: Array<BulkFailure>;
  /** Persian text for the toast. */
  message: Scalars['String']['output'];
};

/** One button. */
export type ButtonProps = {
  __typename?: 'ButtonProps';
  /** right, center or left. */
  alignment: Scalars['String']['output'];
  link: Maybe<Scalars['String']['output']>;
  /** small, medium or large. */
  size: Scalars['String']['output'];
  /** primary, secondary or outline. */
  style: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** A course certificate, with the name and title as printed when it was issued. */
export type Certificate = {
  __typename?: 'Certificate';
  courseId: Scalars['Int']['output'];
  /** The course title as printed. */
  courseTitle: Scalars['String']['output'];
  /** The PDF download (the owner’s bearer token is required). */
  downloadUrl: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  issuedAt: Scalars['DateTimeISO']['output'];
  /** The printable page the PDF is made from (the owner’s bearer token is required). */
  printUrl: Scalars['String']['output'];
  /** The student’s full name as printed. */
  studentName: Scalars['String']['output'];
  /** The short code printed beside the QR, as XXXXX-XXXXX. */
  verificationCode: Scalars['String']['output'];
  /** The public verification page of this certificate. */
  verificationUrl: Scalars['String']['output'];
};

/** What the public verification page shows of a certificate (nothing else). */
export type CertificateVerification = {
  __typename?: 'CertificateVerification';
  courseTitle: Scalars['String']['output'];
  issuedAt: Scalars['DateTimeISO']['output'];
  studentName: Scalars['String']['output'];
  /** XXXXX-XXXXX. */
  verificationCode: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
};

/** A chapter of a course, with its lessons in order. */
export type Chapter = {
  __typename?: 'Chapter';
  description: Maybe<Scalars['String']['output']>;
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  isFree: Scalars['Boolean']['output'];
  /** Lessons in order. */
  lessons: Array<Lesson>;
  title: Scalars['String']['output'];
  /** The chapter's uploaded video key. Null unless the chapter is free, or the viewer is an admin or actively enrolled. */
  videoKey: Maybe<Scalars['String']['output']>;
  /** The chapter's video link. Null unless the chapter is free, or the viewer is an admin or actively enrolled. */
  videoUrl: Maybe<Scalars['String']['output']>;
};

/** A chapter of the course form; its order is its place in the list. With an id it updates that stored chapter. */
export type ChapterInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** A stored chapter of this course; absent for a new one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  isFree?: InputMaybe<Scalars['Boolean']['input']>;
  /** In order. */
  lessons?: InputMaybe<Array<LessonInput>>;
  title: Scalars['String']['input'];
  videoKey?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Deactivate and delete ask for the current password again. */
export type ConfirmPasswordInput = {
  password?: InputMaybe<Scalars['String']['input']>;
};

/** The code sent to the pending new phone number. */
export type ConfirmPhoneChangeInput = {
  otpCode?: InputMaybe<Scalars['String']['input']>;
};

/** How many contact messages there are in all and in each status. */
export type ContactCounts = {
  __typename?: 'ContactCounts';
  IN_PROGRESS: Scalars['Int']['output'];
  NEW: Scalars['Int']['output'];
  RESOLVED: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A contact-form message as the admin reads it (spec doc 3 §3). */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  status: ContactStatus;
  subject: ContactSubject;
};

export type ContactMessageInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Optional mobile number (09…). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** donation, volunteer, help-request, partnership, complaint, suggestion, other (or the enum value) */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** A page of contact messages, with the position fields the spec’s list reads. */
export type ContactMessagePage = {
  __typename?: 'ContactMessagePage';
  content: Array<ContactMessage>;
  /** The zero-based page, as page. */
  currentPage: Scalars['Int']['output'];
  hasNext: Scalars['Boolean']['output'];
  hasPrevious: Scalars['Boolean']['output'];
  /** Zero-based page number. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** The answer to a contact-form message. */
export type ContactReceipt = {
  __typename?: 'ContactReceipt';
  id: Scalars['Int']['output'];
  /** A Persian confirmation to show. */
  message: Scalars['String']['output'];
};

/** NEW, IN_PROGRESS, RESOLVED; set freely. */
export type ContactStatus =
  | 'IN_PROGRESS'
  | 'NEW'
  | 'RESOLVED';

export type ContactSubject =
  | 'COMPLAINT'
  | 'DONATION'
  | 'HELP_REQUEST'
  | 'OTHER'
  | 'PARTNERSHIP'
  | 'SUGGESTION'
  | 'VOLUNTEER';

/** A course of the public catalogue. Prices are in toman. */
export type Course = {
  __typename?: 'Course';
  autoPlayTrailer: Scalars['Boolean']['output'];
  category: CourseCategory;
  certificateProvided: Scalars['Boolean']['output'];
  /** Chapters in order. */
  chapters: Array<Chapter>;
  createdAt: Scalars['DateTimeISO']['output'];
  description: Maybe<Scalars['String']['output']>;
  durationHours: Scalars['Int']['output'];
  durationMinutes: Scalars['Int']['output'];
  enrolledStudents: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** The instructor’s account, when one is linked. */
  instructorId: Maybe<Scalars['Int']['output']>;
  instructorName: Maybe<Scalars['String']['output']>;
  isFree: Scalars['Boolean']['output'];
  language: CourseLanguage;
  lastUpdated: Scalars['DateTimeISO']['output'];
  level: CourseLevel;
  /** Null means unlimited. */
  maxStudents: Maybe<Scalars['Int']['output']>;
  /** Toman, before a discount. */
  originalPrice: Maybe<Scalars['Float']['output']>;
  /** Toman; 0 means free. */
  price: Scalars['Float']['output'];
  rating: Scalars['Float']['output'];
  requirements: Maybe<Scalars['String']['output']>;
  reviewsCount: Scalars['Int']['output'];
  shortDescription: Maybe<Scalars['String']['output']>;
  /** Show the thumbnail over the trailer until it plays. */
  showThumbnailOverlay: Scalars['Boolean']['output'];
  skills: Array<Scalars['String']['output']>;
  status: CourseStatus;
  targetAudience: Maybe<Scalars['String']['output']>;
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** Lessons over all chapters. */
  totalLessons: Scalars['Int']['output'];
  /** The iframe address derived from the trailer link (YouTube, Vimeo or Aparat). */
  trailerEmbedUrl: Maybe<Scalars['String']['output']>;
  trailerVideoUrl: Maybe<Scalars['String']['output']>;
  /** The viewer’s certificate of this course; null when none was issued. */
  viewerCertificate: Maybe<Certificate>;
  /** The signed-in viewer’s enrolment in this course (any status); null for guests and non-members. */
  viewerEnrollment: Maybe<CourseEnrollment>;
  /** The viewer’s progress in this course; null unless the viewer is actively enrolled. */
  viewerProgress: Maybe<CourseProgress>;
  whatYouWillLearn: Maybe<Scalars['String']['output']>;
};

/** Course subject area. */
export type CourseCategory =
  | 'ACADEMIC'
  | 'ART'
  | 'BUSINESS'
  | 'HEALTH'
  | 'LANGUAGE'
  | 'LIFE_SKILLS'
  | 'PERSONAL'
  | 'PERSONAL_DEVELOPMENT'
  | 'PROFESSIONAL'
  | 'SCIENCE'
  | 'TECHNOLOGY';

/** A course category with its Persian label. */
export type CourseCategoryOption = {
  __typename?: 'CourseCategoryOption';
  label: Scalars['String']['output'];
  value: CourseCategory;
};

/** A member’s enrolment in a course. */
export type CourseEnrollment = {
  __typename?: 'CourseEnrollment';
  /** Rial paid; 0 for a free course or before payment. */
  amountPaid: Scalars['SafeInt']['output'];
  courseId: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  /** The chosen payment method’s code (paid courses). */
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** ACTIVE opens the lessons; PENDING waits for the payment or an admin’s approval. */
  status: EnrollmentStatus;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** The whole course form (spec doc 3 §2.8): saved with its chapters and lessons; stored chapters and lessons not sent are removed. */
export type CourseInput = {
  autoPlayTrailer?: InputMaybe<Scalars['Boolean']['input']>;
  category: CourseCategory;
  certificateProvided?: InputMaybe<Scalars['Boolean']['input']>;
  /** In order. */
  chapters?: InputMaybe<Array<ChapterInput>>;
  description?: InputMaybe<Scalars['String']['input']>;
  durationHours?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 59. */
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** A staff member who teaches the course; their name is shown and instructorName is ignored. */
  instructorId?: InputMaybe<Scalars['Int']['input']>;
  /** The instructor’s name when no staff member is chosen. */
  instructorName?: InputMaybe<Scalars['String']['input']>;
  /** Default PERSIAN. */
  language?: InputMaybe<CourseLanguage>;
  level: CourseLevel;
  /** Blank means unlimited. */
  maxStudents?: InputMaybe<Scalars['Int']['input']>;
  /** Toman, before a discount. */
  originalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Toman; blank or 0 means free. */
  price?: InputMaybe<Scalars['Float']['input']>;
  requirements?: InputMaybe<Scalars['String']['input']>;
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  /** Default true. */
  showThumbnailOverlay?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 15; blanks and repeats dropped. */
  skills?: InputMaybe<Array<Scalars['String']['input']>>;
  /** DRAFT (default) or PUBLISHED (checked against the publish checklist) or ARCHIVED. */
  status?: InputMaybe<CourseStatus>;
  targetAudience?: InputMaybe<Scalars['String']['input']>;
  /** Kept when a thumbnail file is sent with the form. */
  thumbnailUrl?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** A YouTube, Vimeo or Aparat link. */
  trailerVideoUrl?: InputMaybe<Scalars['String']['input']>;
  whatYouWillLearn?: InputMaybe<Scalars['String']['input']>;
};

export type CourseLanguage =
  | 'ARABIC'
  | 'ENGLISH'
  | 'PERSIAN';

/** Course difficulty. */
export type CourseLevel =
  | 'ADVANCED'
  | 'BEGINNER'
  | 'EXPERT'
  | 'INTERMEDIATE';

/** A course level with its Persian label. */
export type CourseLevelOption = {
  __typename?: 'CourseLevelOption';
  label: Scalars['String']['output'];
  value: CourseLevel;
};

/** One page of courses. */
export type CoursePage = {
  __typename?: 'CoursePage';
  content: Array<Course>;
  /** Zero-based page number. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A student’s progress in a course: lessons done of the course’s lessons now. */
export type CourseProgress = {
  __typename?: 'CourseProgress';
  /** The ids of the lessons done, in course order. */
  completedLessonIds: Array<Scalars['Int']['output']>;
  completedLessons: Scalars['Int']['output'];
  courseId: Scalars['Int']['output'];
  /** Where to resume: the first lesson not done in chapter and lesson order; null when all are done. */
  nextLessonId: Maybe<Scalars['Int']['output']>;
  nextLessonTitle: Maybe<Scalars['String']['output']>;
  /** Whole percent, rounded down (100 only when every lesson is done). */
  percent: Scalars['Int']['output'];
  totalLessons: Scalars['Int']['output'];
};

/** What deleting a course did: deleted, or archived because students are enrolled. */
export type CourseRemoval = {
  __typename?: 'CourseRemoval';
  /** True when the course was archived instead of deleted. */
  archived: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

/** Catalogue order: newest, most enrolled, best rated, cheapest or dearest first. */
export type CourseSort =
  | 'LATEST'
  | 'POPULAR'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RATING';

/** Figures of the admin course list. */
export type CourseStats = {
  __typename?: 'CourseStats';
  archived: Scalars['Int']['output'];
  /** The mean rating of the rated courses; 0 when none is rated. */
  averageRating: Scalars['Float']['output'];
  drafts: Scalars['Int']['output'];
  published: Scalars['Int']['output'];
  /** Active enrolments over all courses. */
  students: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Only PUBLISHED courses are public. */
export type CourseStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

/** A call to action: title, subtitle, two buttons and a background colour. */
export type CtaProps = {
  __typename?: 'CtaProps';
  backgroundColor: Maybe<Scalars['String']['output']>;
  primaryButtonLink: Maybe<Scalars['String']['output']>;
  primaryButtonText: Scalars['String']['output'];
  secondaryButtonLink: Maybe<Scalars['String']['output']>;
  secondaryButtonText: Scalars['String']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The dashboard's stat-card figures; only the part of the member's type is filled. */
export type DashboardStats = {
  __typename?: 'DashboardStats';
  donor: Maybe<DonorDashboard>;
  staff: Maybe<StaffDashboard>;
  student: Maybe<StudentDashboard>;
};

/** A donation (spec doc 2 §3, doc 3 §3). Public answers never carry an e-mail or a payment reference, and hide the name and picture of anonymous donors (or members whose privacy settings say so). */
export type Donation = {
  __typename?: 'Donation';
  /** Rial. */
  amount: Scalars['SafeInt']['output'];
  completedAt: Maybe<Scalars['DateTimeISO']['output']>;
  donationDate: Scalars['DateTimeISO']['output'];
  /** Only for admins and the donor. */
  donorEmail: Maybe<Scalars['String']['output']>;
  donorImageUrl: Maybe<Scalars['String']['output']>;
  /** Null when hidden (anonymous) in a public answer. */
  donorName: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isAnonymous: Scalars['Boolean']['output'];
  message: Maybe<Scalars['String']['output']>;
  /** The payment method code. */
  paymentMethod: Scalars['String']['output'];
  /** The payment method’s Persian name (the code when it was deleted). */
  paymentMethodName: Scalars['String']['output'];
  /** Gateway reference id or the admin’s reference; only for admins and the donor. */
  paymentReference: Maybe<Scalars['String']['output']>;
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  /** The same as programName (older screens read this name). */
  programTitle: Scalars['String']['output'];
  /** The receipt number (`1405-000123`) of a completed donation; only for admins and the donor. */
  receiptNumber: Maybe<Scalars['String']['output']>;
  status: DonationStatus;
};

/** The donation dialog (spec doc 2 §5). Signed-in donors give neither name nor e-mail. */
export type DonationInput = {
  /** Toman, a whole number of at least 1000 (stored ×10 in rial). Checked with Persian messages. */
  amountToman?: InputMaybe<Scalars['Float']['input']>;
  /** Guests who are not anonymous: required. */
  donorEmail?: InputMaybe<Scalars['String']['input']>;
  /** Guests who are not anonymous: required. */
  donorName?: InputMaybe<Scalars['String']['input']>;
  isAnonymous?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 500 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The code of an active payment method for programs. */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  /** Required; a missing program answers NOT_FOUND. */
  programId?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of donations. */
export type DonationPage = {
  __typename?: 'DonationPage';
  content: Array<Donation>;
  /** Zero-based page number. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** What the donor needs after creating a donation. */
export type DonationReceipt = {
  __typename?: 'DonationReceipt';
  /** Rial. */
  amount: Scalars['SafeInt']['output'];
  id: Scalars['Int']['output'];
  /** Persian text for the toast. */
  message: Scalars['String']['output'];
  /** The chosen method with its public settings (card number, IBAN) for offline payment. */
  paymentMethod: PublicPaymentMethod;
  /** A guest's receipt page on this site (`/receipts/{id}?token=…`), which shows the receipt once the donation is completed; null for members, whose history lists it. */
  receiptLink: Maybe<Scalars['String']['output']>;
  /** True for the online gateway: call requestZarinpalPayment next and send the browser there. */
  requiresGateway: Scalars['Boolean']['output'];
  status: DonationStatus;
};

export type DonationSortField =
  | 'AMOUNT'
  | 'DONATION_DATE';

/** A donor’s completed donations of one Jalali year (by receipt), with the total. */
export type DonationStatement = {
  __typename?: 'DonationStatement';
  donorName: Maybe<Scalars['String']['output']>;
  jalaliYear: Scalars['Int']['output'];
  receipts: Array<DonorReceipt>;
  /** Rial; a decimal string beyond 2^53. */
  total: Scalars['BigInt']['output'];
};

/** PENDING, COMPLETED or FAILED. */
export type DonationStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING';

/** A donor's dashboard figures (spec doc 1 §6), from their completed donations. */
export type DonorDashboard = {
  __typename?: 'DonorDashboard';
  /** Percent (one decimal, at most 100): the donor's completed donations over those programs' raised amounts. */
  overallImpact: Scalars['Float']['output'];
  /** Participants of the programs the donor has a completed donation to. */
  studentsHelped: Scalars['Int']['output'];
};

/** The receipt of a completed donation, as its donor sees and prints it. */
export type DonorReceipt = {
  __typename?: 'DonorReceipt';
  /** Rial. */
  amount: Scalars['SafeInt']['output'];
  /** When the money arrived (the receipt’s date). */
  completedAt: Scalars['DateTimeISO']['output'];
  donationId: Scalars['Int']['output'];
  /** Null for an anonymous donation (printed «ناشناس»). */
  donorName: Maybe<Scalars['String']['output']>;
  isAnonymous: Scalars['Boolean']['output'];
  issuedAt: Scalars['DateTimeISO']['output'];
  jalaliYear: Scalars['Int']['output'];
  /** `1405-000123`: Jalali year and sequence (Latin digits; shown Persian). */
  number: Scalars['String']['output'];
  /** The payment method’s Persian name. */
  paymentMethodName: Scalars['String']['output'];
  paymentReference: Maybe<Scalars['String']['output']>;
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  /** The short code printed beside the QR, as `XXXXX-XXXXX`. */
  verificationCode: Scalars['String']['output'];
  /** The public page that confirms this receipt (the QR links to it). */
  verificationUrl: Scalars['String']['output'];
};

export type EducationLevel =
  | 'ASSOCIATE'
  | 'BACHELOR'
  | 'DIPLOMA'
  | 'DOCTORATE'
  | 'ELEMENTARY'
  | 'GRADUATE'
  | 'HIGH_SCHOOL'
  | 'MASTER'
  | 'MIDDLE_SCHOOL'
  | 'UNIVERSITY';

/** What enrolling did, and for a paid course how to pay. */
export type EnrollmentResult = {
  __typename?: 'EnrollmentResult';
  enrollment: CourseEnrollment;
  /** The online gateway’s payment page. */
  gatewayUrl: Maybe<Scalars['String']['output']>;
  /** A Persian sentence for the member. */
  message: Scalars['String']['output'];
  /** The chosen method with its card or account details (paid courses). */
  paymentMethod: Maybe<PublicPaymentMethod>;
  /** True when the browser must go to gatewayUrl to pay. */
  requiresGateway: Scalars['Boolean']['output'];
};

/** PENDING (awaiting payment or approval), ACTIVE or CANCELLED. */
export type EnrollmentStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'PENDING';

/** The association's money in and out per program in one Jalali year (/reports). Rial. */
export type FinancialReport = {
  __typename?: 'FinancialReport';
  jalaliYear: Scalars['Int']['output'];
  moneyIn: Scalars['BigInt']['output'];
  moneyOut: Scalars['BigInt']['output'];
  /** Programs with money in or out that year, by name. */
  programs: Array<ProgramYearTotals>;
  /** The years with figures, newest first (always the current one). */
  years: Array<Scalars['Int']['output']>;
};

export type Health = {
  __typename?: 'Health';
  database: Scalars['String']['output'];
  /** pglite (embedded) or postgres. */
  databaseDriver: Scalars['String']['output'];
  /** UP when the server and its database answer. */
  status: Scalars['String']['output'];
  time: Scalars['DateTimeISO']['output'];
  version: Scalars['String']['output'];
};

/** A big banner: title, subtitle, background and up to two buttons. */
export type HeroProps = {
  __typename?: 'HeroProps';
  backgroundColor: Maybe<Scalars['String']['output']>;
  backgroundImage: Maybe<Scalars['String']['output']>;
  /** gradient, color or image. */
  backgroundType: Scalars['String']['output'];
  buttonLink: Maybe<Scalars['String']['output']>;
  buttonText: Scalars['String']['output'];
  secondaryButtonLink: Maybe<Scalars['String']['output']>;
  secondaryButtonText: Scalars['String']['output'];
  showSlideshow: Scalars['Boolean']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A picture with its caption. */
export type ImageBlockProps = {
  __typename?: 'ImageBlockProps';
  /** right, center or left. */
  alignment: Scalars['String']['output'];
  alt: Scalars['String']['output'];
  caption: Scalars['String']['output'];
  /** A CSS length such as 320px, or '' for the picture's own. */
  height: Scalars['String']['output'];
  src: Maybe<Scalars['String']['output']>;
  /** full, half or auto. */
  width: Scalars['String']['output'];
};

/** The public landing structure, built from the active landing-content rows. */
export type Landing = {
  __typename?: 'Landing';
  cta: LandingCta;
  hero: LandingHero;
  programs: LandingPrograms;
  stats: LandingStats;
  testimonials: LandingTestimonials;
};

/** The landing-content form (spec doc 3 §5): sectionKey and orderIndex are required. */
export type LandingContentInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  /** JSON text, checked when given. */
  extraData?: InputMaybe<Scalars['String']['input']>;
  /** A picture of this site: a path under /uploads/ or /images/, or the file store's address. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Default true on create; left as it is on update when absent. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  linkText?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) address or a path on this site. */
  linkUrl?: InputMaybe<Scalars['String']['input']>;
  /** Required; a whole number from 0. */
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  /** '{section}.{field}': hero, stats, programs, testimonials or cta, a dot, a field name. */
  sectionKey?: InputMaybe<Scalars['String']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** One landing-content row as admins manage it (spec doc 3 §3). */
export type LandingContentItem = {
  __typename?: 'LandingContentItem';
  content: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Free JSON text. */
  extraData: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  linkText: Maybe<Scalars['String']['output']>;
  linkUrl: Maybe<Scalars['String']['output']>;
  orderIndex: Scalars['Int']['output'];
  /** The part of the key before the first dot, e.g. 'hero'. */
  section: Scalars['String']['output'];
  /** '{section}.{field}', e.g. 'hero.title'. */
  sectionKey: Scalars['String']['output'];
  subtitle: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type LandingCta = {
  __typename?: 'LandingCta';
  subtitle: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

/** Texts of the hero section; null fields fall back to built-in texts. */
export type LandingHero = {
  __typename?: 'LandingHero';
  subtitle: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

export type LandingPrograms = {
  __typename?: 'LandingPrograms';
  infrastructure: Maybe<Scalars['String']['output']>;
  mentorship: Maybe<Scalars['String']['output']>;
  scholarships: Maybe<Scalars['String']['output']>;
  subtitle: Maybe<Scalars['String']['output']>;
  supplies: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

/** How many items a landing section has, and how many of them are active. */
export type LandingSectionSummary = {
  __typename?: 'LandingSectionSummary';
  activeCount: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
  /** hero, stats, programs, testimonials or cta. */
  section: Scalars['String']['output'];
};

export type LandingStats = {
  __typename?: 'LandingStats';
  donorsActive: Maybe<Scalars['String']['output']>;
  fundsRaised: Maybe<Scalars['String']['output']>;
  projectsCompleted: Maybe<Scalars['String']['output']>;
  studentsHelped: Maybe<Scalars['String']['output']>;
  subtitle: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

export type LandingTestimonials = {
  __typename?: 'LandingTestimonials';
  /** JSON text of a list of {name, role, content, rating}. */
  data: Maybe<Scalars['String']['output']>;
  subtitle: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

/** A lesson of a course. Its content (videoUrl, videoKey, contentText, resourcesUrls, notes) is null unless the lesson is free, the viewer is an admin or has an active enrolment in the course. */
export type Lesson = {
  __typename?: 'Lesson';
  /** True when the viewer may read the lesson’s content: a free lesson, an admin, or an ACTIVE enrolment in the course. */
  contentAvailable: Scalars['Boolean']['output'];
  /** A TEXT lesson's text. Content: null unless the lesson is free, or the viewer is an admin or actively enrolled. */
  contentText: Maybe<Scalars['String']['output']>;
  contentType: LessonContentType;
  description: Maybe<Scalars['String']['output']>;
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  isDownloadable: Scalars['Boolean']['output'];
  /** Free lessons are open to everyone; the others are locked. */
  isFree: Scalars['Boolean']['output'];
  /** The teacher's notes. Content: null unless the lesson is free, or the viewer is an admin or actively enrolled. */
  notes: Maybe<Scalars['String']['output']>;
  /** A RESOURCE lesson's links, one per line. Content: null unless the lesson is free, or the viewer is an admin or actively enrolled. */
  resourcesUrls: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** The uploaded video's storage key. Content: null unless the lesson is free, or the viewer is an admin or actively enrolled. */
  videoKey: Maybe<Scalars['String']['output']>;
  /** The video link. Content: null unless the lesson is free, or the viewer is an admin or actively enrolled. */
  videoUrl: Maybe<Scalars['String']['output']>;
};

/** What marking a lesson done (or undoing it) did. */
export type LessonCompletionResult = {
  __typename?: 'LessonCompletionResult';
  /** The student’s certificate of the course, when one has been issued (now or before). */
  certificate: Maybe<Certificate>;
  /** A Persian sentence for the student. */
  message: Scalars['String']['output'];
  progress: CourseProgress;
};

/** VIDEO, TEXT, QUIZ, ASSIGNMENT or RESOURCE (quizzes and assignments: coming in future versions). */
export type LessonContentType =
  | 'ASSIGNMENT'
  | 'QUIZ'
  | 'RESOURCE'
  | 'TEXT'
  | 'VIDEO';

/** A lesson of the course form; with an id it updates that stored lesson of the course. */
export type LessonInput = {
  contentText?: InputMaybe<Scalars['String']['input']>;
  contentType: LessonContentType;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Default 0. */
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** A stored lesson of this course; absent for a new one. */
  id?: InputMaybe<Scalars['Int']['input']>;
  isDownloadable?: InputMaybe<Scalars['Boolean']['input']>;
  isFree?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Links, one per line. */
  resourcesUrls?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** The storage key of an uploaded video. */
  videoKey?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** POST /auth/login: a phone number or an e-mail address, and a password. */
export type LoginInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** POST /auth/mobile-login: by one-time code (useOtp, the default) or by password. */
export type MobileLoginInput = {
  /** Needed when useOtp is false. */
  password?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  useOtp?: InputMaybe<Scalars['Boolean']['input']>;
};

/** New users and new programs in one Persian calendar month. */
export type MonthlyStat = {
  __typename?: 'MonthlyStat';
  /** The Persian month name. */
  month: Scalars['String']['output'];
  /** 1–12. */
  monthNumber: Scalars['Int']['output'];
  programs: Scalars['Int']['output'];
  users: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin: archive a course (hidden from the catalogue). */
  archiveCourse: Course;
  /** Admin: set the status of each selected contact message (at most 100), reported one by one. */
  bulkUpdateContactStatus: BulkResult;
  /** Admin: approve or reject each selected donation (at most 100) as updateDonationStatus does, reported one by one. */
  bulkUpdateDonationStatus: BulkResult;
  /** Other devices' sessions end; this one stays. */
  changePassword: ActionResult;
  /** Issues the certificate of a course the student has completed, when it was not issued at the last completion (no name in the profile then, or lessons removed since). */
  claimCertificate: LessonCompletionResult;
  /** Admin: complete a PENDING donation with a payment reference. */
  completeDonation: Donation;
  /** Enter the code sent to the pending number; only then is it the phone. */
  confirmPhoneChange: User;
  /** Admin: add a course with its chapters and lessons. An optional thumbnail file (JPG, PNG, GIF or WEBP, at most 5 MB) with the multipart request protocol; the request needs the header Apollo-Require-Preflight: true. */
  createCourse: Course;
  /** Records a PENDING donation; for the online gateway call requestZarinpalPayment next. */
  createDonation: DonationReceipt;
  /** Admin: add a landing item. */
  createLandingContent: LandingContentItem;
  /** Admin: send a notification to one member. */
  createNotification: Notification;
  /** Admin: add a layout (a draft until published). */
  createPageLayout: PageLayout;
  /** Admin: add a payment method. */
  createPaymentMethod: AdminPaymentMethod;
  /** Admin: add a program (DRAFT or ACTIVE). */
  createProgram: Program;
  /** Admin: record money a program spent. */
  createProgramSpending: ProgramSpending;
  /** Admin: add a slide to the home-page carousel. */
  createSlide: Slide;
  /** Admin: create a user of any type. */
  createUser: User;
  /** Switch the account off (an admin can switch it on again). */
  deactivateAccount: ActionResult;
  /** Delete the account; phone and e-mail become free again. */
  deleteAccount: ActionResult;
  /** Admin: delete a course; one with enrolments is archived instead, and the answer says so. */
  deleteCourse: CourseRemoval;
  /** Admin: delete a landing item. */
  deleteLandingContent: ActionResult;
  /** Delete one of the viewer’s notifications. */
  deleteNotification: Scalars['Boolean']['output'];
  /** Admin: delete a layout and its versions. */
  deletePageLayout: ActionResult;
  /** Admin: delete a payment method. */
  deletePaymentMethod: ActionResult;
  /** Admin: delete a program; one with donations or participants is cancelled instead. */
  deleteProgram: ProgramDeletion;
  /** Admin: delete a program's spending entry. */
  deleteProgramSpending: ActionResult;
  /** Admin: delete a slide. */
  deleteSlide: ActionResult;
  /** Admin: delete a user (kept for the donation records, personal details removed). */
  deleteUser: ActionResult;
  /** Admin: take a course back to draft (hidden from the catalogue). */
  draftCourse: Course;
  /** Admin: copy a layout into a new draft named `name`, with a free page key ('privacy-copy'). */
  duplicatePageLayout: PageLayout;
  /** Enrols the signed-in member in a published course: a free one at once; a paid one stays PENDING until its payment completes (paymentMethod is a COURSE method code; online answers gatewayUrl). An existing ACTIVE enrolment is answered as it is. */
  enrollInCourse: EnrollmentResult;
  /** Admin: add the home layout and a published starter page for every footer link, where the page key is free. */
  initializeDefaultPageLayouts: Array<PageLayout>;
  /** Admin: replace every landing item with the built-in defaults (the seed texts). */
  initializeLandingContent: Array<LandingContentItem>;
  /** Phone number or e-mail with a password. */
  login: AuthPayload;
  /** Ends the token's session at once. */
  logout: ActionResult;
  /** How many notifications were unread and are now read. */
  markAllNotificationsRead: NotificationCount;
  /** Marks a lesson of the course done for the signed-in student (ACTIVE enrolment only); repeating it is harmless. The last lesson of a course with a certificate issues it. */
  markLessonDone: LessonCompletionResult;
  /** Mark one of the viewer’s notifications read. */
  markNotificationRead: Notification;
  /** Phone login: useOtp (default) sends a code; otherwise password. */
  mobileLogin: AuthPayload;
  /** Admin: publish a course that passes the 7-item checklist. */
  publishCourse: Course;
  /** Admin: publish the draft as the next version (nothing happens when it has no changes). */
  publishPageLayout: PageLayout;
  /** Admin: recount the raised amount as the sum of the completed donations (never set by hand). */
  recomputeProgramFunding: Program;
  /** Admin: the drag order. `ids` names every slide once, first to last; they get displayOrder 1, 2, … */
  reorderSlides: Array<Slide>;
  /** Starts a ZarinPal payment for a PENDING online donation (a member’s own, or a guest’s). */
  requestZarinpalPayment: PaymentRedirect;
  /** Send the pending number a new code (after the cooldown). */
  resendPhoneChangeCode: ActionResult;
  /** Admin: copy a published version into the draft (publish it to show it again). */
  restorePageLayoutVersion: PageLayout;
  /** Send a code (again); known and unknown numbers get the same answer. */
  sendOtp: ActionResult;
  /** Admin: set a lesson’s video (an uploaded file’s storage key, or a link); both null removes it. */
  setLessonVideo: Lesson;
  /** Sign up as STUDENT, DONOR or STAFF. When SIGNUP_REQUIRES_OTP, a code is sent (verifyOtp type SIGNUP). */
  signup: AuthPayload;
  /** Sends a contact-form message (open to visitors; at most 5 per address in 10 minutes). */
  submitContactMessage: ContactReceipt;
  /** Adds an address to the footer's newsletter list. */
  subscribeNewsletter: NewsletterReceipt;
  /** Admin: switch a landing item on or off. */
  toggleLandingContent: LandingContentItem;
  /** Admin: switch a payment method on or off. */
  togglePaymentMethod: AdminPaymentMethod;
  /** Admin: switch a user's account on or off (off ends their sessions). */
  toggleUserStatus: User;
  /** Admin: mark a user's e-mail verified or pending. */
  toggleUserVerification: User;
  /** Takes back a lesson marked done (an issued certificate stays issued). */
  unmarkLessonDone: LessonCompletionResult;
  /** Admin: set a contact message's status (any value). */
  updateContactStatus: ContactMessage;
  /** Admin: save a whole course; chapters and lessons are created, updated, reordered and removed to match. An optional thumbnail file (JPG, PNG, GIF or WEBP, at most 5 MB) with the multipart request protocol; the request needs the header Apollo-Require-Preflight: true. */
  updateCourse: Course;
  /** Admin: approve (COMPLETED) or reject (FAILED) a PENDING donation. */
  updateDonationStatus: Donation;
  /** Admin: approve (ACTIVE) or reject (CANCELLED) a PENDING enrolment (an offline payment). */
  updateEnrollmentStatus: CourseEnrollment;
  /** Admin: edit a landing item. */
  updateLandingContent: LandingContentItem;
  /** Which notifications the viewer wants (fields left out keep their value). */
  updateNotificationSettings: NotificationSettings;
  /** Admin: save the draft of a layout; the public page changes only when it is published. */
  updatePageLayout: PageLayout;
  /** Admin: edit a payment method; the code never changes. */
  updatePaymentMethod: AdminPaymentMethod;
  /** What the viewer lets others see (fields left out keep their value). */
  updatePrivacySettings: PrivacySettings;
  /** Save the profile form; a PROFILE notification is recorded. A new phone number is not saved: a code is sent to it and it is answered as pendingPhoneNumber until confirmPhoneChange. */
  updateProfile: User;
  /** Admin: save a program; the raised amount and the participants are not changed. */
  updateProgram: Program;
  /** Admin: set how many take part (0 up to the maximum when there is one). */
  updateProgramParticipants: Program;
  /** Admin: edit a program's spending entry (the whole form). */
  updateProgramSpending: ProgramSpending;
  /** Admin: save the site settings (audited). */
  updateSiteSettings: SiteSettings;
  /** Admin: edit a slide (the whole form). */
  updateSlide: Slide;
  /** Admin: save a user's form (no password); a type change ends their sessions. */
  updateUser: User;
  /** Upload a course thumbnail (the image rules: JPG, PNG, GIF or WEBP, at most 5 MB) with the multipart request protocol; the request needs the header Apollo-Require-Preflight: true. */
  uploadCourseThumbnail: UploadedFile;
  /** Upload a course video (MP4, AVI, MOV, WMV, FLV, WEBM or MKV, at most 100 MB) with the multipart request protocol; the request needs the header Apollo-Require-Preflight: true. */
  uploadCourseVideo: UploadedVideo;
  /** Upload an image (JPG, PNG, GIF or WEBP, at most 5 MB) with the multipart request protocol; the request needs the header Apollo-Require-Preflight: true. */
  uploadImage: UploadedFile;
  /** Check a LOGIN or SIGNUP code; success signs in. */
  verifyOtp: AuthPayload;
  /** The gateway’s return: the attempt is found by its stored authority and verified with the gateway; `status` (OK/NOK) is accepted but never trusted. */
  zarinpalCallback: PaymentCallbackResult;
};


export type MutationArchiveCourseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationBulkUpdateContactStatusArgs = {
  ids: Array<Scalars['Int']['input']>;
  status: ContactStatus;
};


export type MutationBulkUpdateDonationStatusArgs = {
  ids: Array<Scalars['Int']['input']>;
  status: DonationStatus;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationClaimCertificateArgs = {
  courseId: Scalars['Int']['input'];
};


export type MutationCompleteDonationArgs = {
  id: Scalars['Int']['input'];
  paymentReference: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmPhoneChangeArgs = {
  input: ConfirmPhoneChangeInput;
};


export type MutationCreateCourseArgs = {
  input: CourseInput;
  thumbnail: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationCreateDonationArgs = {
  input: DonationInput;
};


export type MutationCreateLandingContentArgs = {
  input: LandingContentInput;
};


export type MutationCreateNotificationArgs = {
  input: NotificationCreateInput;
};


export type MutationCreatePageLayoutArgs = {
  input: PageLayoutInput;
};


export type MutationCreatePaymentMethodArgs = {
  input: PaymentMethodInput;
};


export type MutationCreateProgramArgs = {
  input: ProgramInput;
};


export type MutationCreateProgramSpendingArgs = {
  input: ProgramSpendingInput;
  programId: Scalars['Int']['input'];
};


export type MutationCreateSlideArgs = {
  input: SlideInput;
};


export type MutationCreateUserArgs = {
  input: AdminUserInput;
};


export type MutationDeactivateAccountArgs = {
  input: ConfirmPasswordInput;
};


export type MutationDeleteAccountArgs = {
  input: ConfirmPasswordInput;
};


export type MutationDeleteCourseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteLandingContentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteNotificationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeletePageLayoutArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeletePaymentMethodArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteProgramArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteProgramSpendingArgs = {
  programId: Scalars['Int']['input'];
  spendingId: Scalars['Int']['input'];
};


export type MutationDeleteSlideArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDraftCourseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDuplicatePageLayoutArgs = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


export type MutationEnrollInCourseArgs = {
  courseId: Scalars['Int']['input'];
  paymentMethod: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkLessonDoneArgs = {
  courseId: Scalars['Int']['input'];
  lessonId: Scalars['Int']['input'];
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['Int']['input'];
};


export type MutationMobileLoginArgs = {
  input: MobileLoginInput;
};


export type MutationPublishCourseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPublishPageLayoutArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRecomputeProgramFundingArgs = {
  id: Scalars['Int']['input'];
};


export type MutationReorderSlidesArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationRequestZarinpalPaymentArgs = {
  donationId: Scalars['Int']['input'];
};


export type MutationRestorePageLayoutVersionArgs = {
  id: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSendOtpArgs = {
  input: SendOtpInput;
};


export type MutationSetLessonVideoArgs = {
  lessonId: Scalars['Int']['input'];
  videoKey: InputMaybe<Scalars['String']['input']>;
  videoUrl: InputMaybe<Scalars['String']['input']>;
};


export type MutationSignupArgs = {
  input: SignupInput;
};


export type MutationSubmitContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSubscribeNewsletterArgs = {
  input: NewsletterInput;
};


export type MutationToggleLandingContentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationTogglePaymentMethodArgs = {
  id: Scalars['Int']['input'];
};


export type MutationToggleUserStatusArgs = {
  id: Scalars['Int']['input'];
};


export type MutationToggleUserVerificationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUnmarkLessonDoneArgs = {
  courseId: Scalars['Int']['input'];
  lessonId: Scalars['Int']['input'];
};


export type MutationUpdateContactStatusArgs = {
  id: Scalars['Int']['input'];
  status: ContactStatus;
};


export type MutationUpdateCourseArgs = {
  id: Scalars['Int']['input'];
  input: CourseInput;
  thumbnail: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUpdateDonationStatusArgs = {
  id: Scalars['Int']['input'];
  status: DonationStatus;
};


export type MutationUpdateEnrollmentStatusArgs = {
  id: Scalars['Int']['input'];
  status: EnrollmentStatus;
};


export type MutationUpdateLandingContentArgs = {
  id: Scalars['Int']['input'];
  input: LandingContentInput;
};


export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


export type MutationUpdatePageLayoutArgs = {
  id: Scalars['Int']['input'];
  input: PageLayoutInput;
};


export type MutationUpdatePaymentMethodArgs = {
  id: Scalars['Int']['input'];
  input: PaymentMethodInput;
};


export type MutationUpdatePrivacySettingsArgs = {
  input: PrivacySettingsInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileUpdateInput;
};


export type MutationUpdateProgramArgs = {
  id: Scalars['Int']['input'];
  input: ProgramInput;
};


export type MutationUpdateProgramParticipantsArgs = {
  currentParticipants: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};


export type MutationUpdateProgramSpendingArgs = {
  input: ProgramSpendingInput;
  programId: Scalars['Int']['input'];
  spendingId: Scalars['Int']['input'];
};


export type MutationUpdateSiteSettingsArgs = {
  input: SiteSettingsInput;
};


export type MutationUpdateSlideArgs = {
  id: Scalars['Int']['input'];
  input: SlideInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['Int']['input'];
  input: AdminUserInput;
};


export type MutationUploadCourseThumbnailArgs = {
  file: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUploadCourseVideoArgs = {
  file: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUploadImageArgs = {
  file: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationVerifyOtpArgs = {
  input: VerifyOtpInput;
};


export type MutationZarinpalCallbackArgs = {
  authority: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
};

export type NewsletterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to a newsletter subscription. */
export type NewsletterReceipt = {
  __typename?: 'NewsletterReceipt';
  /** A Persian confirmation to show. */
  message: Scalars['String']['output'];
};

/** A message to one member (spec doc 1 §3). */
export type Notification = {
  __typename?: 'Notification';
  /** Where clicking the notification leads. */
  actionUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['Int']['output'];
  isRead: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  readAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Persian relative time ('۵ دقیقه پیش'), then the Jalali date. */
  timeAgo: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** COURSE, DONATION, PROGRAM, PROFILE or SYSTEM. */
  type: NotificationType;
};

export type NotificationCount = {
  __typename?: 'NotificationCount';
  count: Scalars['Int']['output'];
};

/** A notification an admin sends to one member. */
export type NotificationCreateInput = {
  /** A site path (/programs/3) or an http(s) link. */
  actionUrl?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** COURSE, DONATION, PROGRAM, PROFILE or SYSTEM; others become SYSTEM. */
  type?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};

/** A change of the viewer's notifications, pushed over the WebSocket door. */
export type NotificationEvent = {
  __typename?: 'NotificationEvent';
  /** The notification just created, if one was. */
  notification: Maybe<Notification>;
  /** How many of the viewer’s notifications are unread now. */
  unreadCount: Scalars['Int']['output'];
};

/** One page of notifications, newest first. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  content: Array<Notification>;
  /** 0-based. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** Which notifications a member wants. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  courseUpdates: Scalars['Boolean']['output'];
  donationUpdates: Scalars['Boolean']['output'];
  emailNotifications: Scalars['Boolean']['output'];
  newsletter: Scalars['Boolean']['output'];
  programUpdates: Scalars['Boolean']['output'];
  smsNotifications: Scalars['Boolean']['output'];
};

/** Fields left out keep their value. */
export type NotificationSettingsInput = {
  courseUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  donationUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  emailNotifications?: InputMaybe<Scalars['Boolean']['input']>;
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  programUpdates?: InputMaybe<Scalars['Boolean']['input']>;
  smsNotifications?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NotificationType =
  | 'COURSE'
  | 'DONATION'
  | 'PROFILE'
  | 'PROGRAM'
  | 'SYSTEM';

/** One component of a page layout. */
export type PageComponent = {
  __typename?: 'PageComponent';
  id: Scalars['String']['output'];
  /** Null for a type outside the nine. */
  props: Maybe<PageComponentProps>;
  /** hero, stats, programs, testimonials, cta, textBlock, imageBlock, button or spacer. */
  type: Scalars['String']['output'];
};

export type PageComponentProps = ButtonProps | CtaProps | HeroProps | ImageBlockProps | ProgramsProps | SpacerProps | StatsProps | TestimonialsProps | TextBlockProps;

/** A page built from components. Admins see the working draft; the public sees the last published version. */
export type PageLayout = {
  __typename?: 'PageLayout';
  /** The components with typed props (layoutData read once). */
  content: PageLayoutContent;
  createdAt: Scalars['DateTimeISO']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** True when the draft differs from the last published version (or none was published). */
  hasUnpublishedChanges: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** True once a version has been published. */
  isPublished: Scalars['Boolean']['output'];
  /** JSON text (the REST shape): a list of {id, type, props, styles}; content reads it. */
  layoutData: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Lower-case slug ('privacy', 'volunteer-guide'); once published the page is shown at /{pageKey}. */
  pageKey: Scalars['String']['output'];
  /** The public address of the published page: '/' and its published key (/pages/{id} for a key the site uses itself); null while never published. */
  publicPath: Maybe<Scalars['String']['output']>;
  /** When the last version was published. */
  publishedAt: Maybe<Scalars['DateTimeISO']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The last published version (1 while never published). */
  version: Scalars['Int']['output'];
};

/** A layout's components, read from its stored JSON. */
export type PageLayoutContent = {
  __typename?: 'PageLayoutContent';
  components: Array<PageComponent>;
  /** Why the stored data could not be read at all ('error displaying components'), else null. */
  error: Maybe<Scalars['String']['output']>;
};

/** The page layout form: name, page key, description and the components. */
export type PageLayoutInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** JSON text: a list of {id, type, props, styles} of the nine types; blank is an empty page. textBlock HTML is sanitised. */
  layoutData?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Required: lower-case letters, digits and hyphens ('about-us'); unique among layouts; not one of the site's own first path segments (admin, api, programs …). */
  pageKey?: InputMaybe<Scalars['String']['input']>;
};

/** A built-in starting point for a new layout. */
export type PageLayoutTemplate = {
  __typename?: 'PageLayoutTemplate';
  content: PageLayoutContent;
  description: Scalars['String']['output'];
  /** Stable key, e.g. 'text-page'. */
  key: Scalars['String']['output'];
  /** JSON text of the components (ids included). */
  layoutData: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A published version of a layout, kept so that it can be restored. */
export type PageLayoutVersion = {
  __typename?: 'PageLayoutVersion';
  content: PageLayoutContent;
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** True for the version the public page shows. */
  isLatest: Scalars['Boolean']['output'];
  /** JSON text of the components, as published. */
  layoutData: Scalars['String']['output'];
  layoutId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  pageKey: Scalars['String']['output'];
  publishedAt: Scalars['DateTimeISO']['output'];
  publishedBy: Maybe<Scalars['Int']['output']>;
  /** Who published it (null once that account is gone). */
  publishedByName: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

/** One gateway attempt, for admins (a donation’s or a course purchase’s). REFUND_NEEDED attempts were paid by the payer for a subject already paid (or after a newer attempt replaced them) and were not verified. */
export type PaymentAttempt = {
  __typename?: 'PaymentAttempt';
  /** Rial. */
  amount: Scalars['SafeInt']['output'];
  /** The gateway’s authority of this attempt. */
  authority: Maybe<Scalars['String']['output']>;
  /** The enrolment’s course. */
  courseId: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  donationId: Maybe<Scalars['Int']['output']>;
  enrollmentId: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** The donation’s program. */
  programId: Maybe<Scalars['Int']['output']>;
  /** The gateway’s reference id, once verified. */
  refId: Maybe<Scalars['String']['output']>;
  status: PaymentStatus;
  updatedAt: Scalars['DateTimeISO']['output'];
  verifiedAt: Maybe<Scalars['DateTimeISO']['output']>;
};

/** One page of gateway attempts. */
export type PaymentAttemptPage = {
  __typename?: 'PaymentAttemptPage';
  content: Array<PaymentAttempt>;
  /** Zero-based page number. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** How a gateway callback ended, and where the browser goes next. */
export type PaymentCallbackResult = {
  __typename?: 'PaymentCallbackResult';
  /** A course purchase’s course; null otherwise. */
  courseId: Maybe<Scalars['Int']['output']>;
  /** A donation’s program; null otherwise. */
  programId: Maybe<Scalars['Int']['output']>;
  /** /programs/{id}?donation=success|failure or /courses/{id}?enrollment=success|failure */
  redirectPath: Scalars['String']['output'];
  /** True when the donation is COMPLETED or the enrolment ACTIVE (now or before). */
  success: Scalars['Boolean']['output'];
};

/** The provider settings of a payment method; the keys its provider does not use are ignored. */
export type PaymentConfigInput = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  cardNumber?: InputMaybe<Scalars['String']['input']>;
  iban?: InputMaybe<Scalars['String']['input']>;
  merchantId?: InputMaybe<Scalars['String']['input']>;
};

/** The payment method form (spec doc 3 §7.8). The code is set on create only. */
export type PaymentMethodInput = {
  /** Create only (ignored on update): lower-case letters, digits and _; derived from the English name when absent. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The provider settings (wins over configJson). */
  config?: InputMaybe<PaymentConfigInput>;
  /** The provider settings as JSON text (the REST shape). */
  configJson?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  displayNameEn?: InputMaybe<Scalars['String']['input']>;
  displayNameFa?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Default true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default ZARINPAL. */
  provider?: InputMaybe<PaymentProvider>;
  /** Default 0. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Default BOTH. */
  usageScope?: InputMaybe<PaymentUsageScope>;
};

export type PaymentProvider =
  | 'BANK_TRANSFER'
  | 'CARD_TO_CARD'
  | 'ZARINPAL';

/** A started gateway payment: send the browser to gatewayUrl. */
export type PaymentRedirect = {
  __typename?: 'PaymentRedirect';
  authority: Scalars['String']['output'];
  gatewayUrl: Scalars['String']['output'];
};

/** A gateway attempt: PENDING, COMPLETED, FAILED, CANCELLED (replaced) or REFUND_NEEDED. */
export type PaymentStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'FAILED'
  | 'PENDING'
  | 'REFUND_NEEDED';

/** Where a payment method may be used: programs (donations), courses, or both. */
export type PaymentUsageScope =
  | 'BOTH'
  | 'COURSE'
  | 'PROGRAM';

/** What a member lets others see. */
export type PrivacySettings = {
  __typename?: 'PrivacySettings';
  /** Appear among top and latest supporters at all. */
  showInSupporterLists: Scalars['Boolean']['output'];
  /** Show the name on public supporter lists (else "anonymous"). */
  showNameOnDonations: Scalars['Boolean']['output'];
  /** Let admins use the profile image in public reports. */
  showProfileImage: Scalars['Boolean']['output'];
};

/** Fields left out keep their value. */
export type PrivacySettingsInput = {
  showInSupporterLists?: InputMaybe<Scalars['Boolean']['input']>;
  showNameOnDonations?: InputMaybe<Scalars['Boolean']['input']>;
  showProfileImage?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The profile form (spec doc 1 §5); email is read-only and not part of it. */
export type ProfileUpdateInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  organization?: InputMaybe<Scalars['String']['input']>;
  /** Optional; 09 plus 9 digits. Blank clears nothing. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Usually the url of an uploadImage answer. */
  profileImageUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A fundraising program (spec doc 2 §3, doc 3 §3). Amounts are rial. */
export type Program = {
  __typename?: 'Program';
  /** ACTIVE, today (Tehran) on or before the application deadline and before the start date, and places left. */
  acceptingApplications: Scalars['Boolean']['output'];
  /** Calendar date YYYY-MM-DD; applications close after it. */
  applicationDeadline: Maybe<Scalars['String']['output']>;
  /** Places left; null means unlimited. */
  availableSlots: Maybe<Scalars['Int']['output']>;
  /** The benefits as a list (read from the stored text). */
  benefitItems: Array<Scalars['String']['output']>;
  /** As stored (the REST shape): one per line, or a JSON list; benefitItems reads it. */
  benefits: Maybe<Scalars['String']['output']>;
  coordinatorEmail: Maybe<Scalars['String']['output']>;
  coordinatorId: Maybe<Scalars['Int']['output']>;
  coordinatorName: Maybe<Scalars['String']['output']>;
  coordinatorPhone: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  currentParticipants: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** Free text such as «۶ ماه». */
  duration: Maybe<Scalars['String']['output']>;
  /** One criterion per line. */
  eligibilityCriteria: Maybe<Scalars['String']['output']>;
  /** The eligibility criteria as a list (one a line as stored). */
  eligibilityItems: Array<Scalars['String']['output']>;
  /** Calendar date YYYY-MM-DD (Gregorian). */
  endDate: Maybe<Scalars['String']['output']>;
  /** raisedAmount / targetBudget × 100, one decimal, NOT capped at 100 (0 without a target). */
  fundingPercentage: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  location: Maybe<Scalars['String']['output']>;
  /** Null means unlimited. */
  maxParticipants: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  programType: ProgramType;
  /** Rial raised by completed donations. */
  raisedAmount: Scalars['BigInt']['output'];
  /** The required documents as a list (one a line as stored). */
  requiredDocumentItems: Array<Scalars['String']['output']>;
  /** One document per line. */
  requiredDocuments: Maybe<Scalars['String']['output']>;
  /** The registration steps as a list (read from the stored text). */
  requirementItems: Array<Scalars['String']['output']>;
  /** Registration steps as stored (the REST shape): one per line, or a JSON list; requirementItems reads it. */
  requirements: Maybe<Scalars['String']['output']>;
  /** Calendar date YYYY-MM-DD (Gregorian). */
  startDate: Maybe<Scalars['String']['output']>;
  status: ProgramStatus;
  /** Rial; null means no financial goal. */
  targetBudget: Maybe<Scalars['BigInt']['output']>;
  /** JSON text (the REST shape): a list of {id?, date, event, status}; timelineEvents reads it. */
  timeline: Scalars['String']['output'];
  /** The timeline, in stored order. */
  timelineEvents: Array<ProgramTimelineEvent>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** What deleting a program did: deleted, or cancelled because it has donations. */
export type ProgramDeletion = {
  __typename?: 'ProgramDeletion';
  /** True when the program was kept and set to CANCELLED (it has donations or participants). */
  cancelled: Scalars['Boolean']['output'];
  /** Persian text for the toast. */
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

/** A member's completed donations to one program. */
export type ProgramDonationStat = {
  __typename?: 'ProgramDonationStat';
  donationCount: Scalars['Int']['output'];
  lastDonationDate: Maybe<Scalars['DateTimeISO']['output']>;
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  /** Rial. */
  totalAmount: Scalars['Float']['output'];
};

/** Completed donations of one program. Amounts are rial. */
export type ProgramDonationStats = {
  __typename?: 'ProgramDonationStats';
  averageDonation: Scalars['SafeInt']['output'];
  largestDonation: Scalars['SafeInt']['output'];
  lastDonationDate: Maybe<Scalars['DateTimeISO']['output']>;
  programId: Scalars['Int']['output'];
  /** A sum: a decimal string beyond 2^53. */
  totalAmount: Scalars['BigInt']['output'];
  totalDonations: Scalars['Int']['output'];
  /** Distinct givers: by account, else by e-mail, else each donation. */
  totalDonors: Scalars['Int']['output'];
};

/** The program form (spec doc 3 §2.14–2.15). Amounts are rial. The raised amount is not here: only completed donations change it. */
export type ProgramInput = {
  /** Gregorian 'YYYY-MM-DD', not after the start. */
  applicationDeadline?: InputMaybe<Scalars['String']['input']>;
  /** One per line. */
  benefits?: InputMaybe<Scalars['String']['input']>;
  coordinatorEmail?: InputMaybe<Scalars['String']['input']>;
  /** An existing user; their name fills an empty coordinator name (never their e-mail or phone: the page is public). */
  coordinatorId?: InputMaybe<Scalars['Int']['input']>;
  coordinatorName?: InputMaybe<Scalars['String']['input']>;
  coordinatorPhone?: InputMaybe<Scalars['String']['input']>;
  /** Optional; when given, at least 10 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Free text such as «۶ ماه». */
  duration?: InputMaybe<Scalars['String']['input']>;
  /** One per line. */
  eligibilityCriteria?: InputMaybe<Scalars['String']['input']>;
  /** Gregorian 'YYYY-MM-DD', after the start. */
  endDate: Scalars['String']['input'];
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  /** At least 1; null means unlimited. */
  maxParticipants?: InputMaybe<Scalars['Int']['input']>;
  /** At least 3 characters. */
  name: Scalars['String']['input'];
  programType: ProgramType;
  /** One per line. */
  requiredDocuments?: InputMaybe<Scalars['String']['input']>;
  /** Registration steps, one per line. */
  requirements?: InputMaybe<Scalars['String']['input']>;
  /** Gregorian 'YYYY-MM-DD'. */
  startDate: Scalars['String']['input'];
  /** Create: DRAFT (default) or ACTIVE. Edit: DRAFT, ACTIVE, SUSPENDED, COMPLETED, CANCELLED (or the current one); absent keeps it. */
  status?: InputMaybe<ProgramStatus>;
  /** Rial; null means no financial goal. */
  targetBudget?: InputMaybe<Scalars['BigInt']['input']>;
  /** Stored sorted by date, each with an id; absent or null is an empty timeline. */
  timeline?: InputMaybe<Array<TimelineEventInput>>;
};

/** A program for a filter list. */
export type ProgramOption = {
  __typename?: 'ProgramOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** One page of programs. */
export type ProgramPage = {
  __typename?: 'ProgramPage';
  content: Array<Program>;
  /** Zero-based page number. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** Money a program spent, recorded by an admin (the 'money out'). Amounts are rial. */
export type ProgramSpending = {
  __typename?: 'ProgramSpending';
  /** Rial. */
  amount: Scalars['BigInt']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  programId: Scalars['Int']['output'];
  /** An uploaded picture of the receipt. */
  receiptImageUrl: Maybe<Scalars['String']['output']>;
  /** Calendar date YYYY-MM-DD (Gregorian) the money was spent. */
  spentOn: Scalars['String']['output'];
};

/** The spending entry form (issue 15). Checked with Persian messages. */
export type ProgramSpendingInput = {
  /** Required: toman, a whole number from 1 (stored ×10 in rial). */
  amountToman?: InputMaybe<Scalars['Float']['input']>;
  /** Required, at most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Optional: the address an image upload answered. */
  receiptImageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Required: the date (YYYY-MM-DD, Tehran calendar, or an ISO timestamp); not after today. */
  spentOn?: InputMaybe<Scalars['String']['input']>;
};

/** Figures over the public programs. Amounts are rial. */
export type ProgramStatistics = {
  __typename?: 'ProgramStatistics';
  /** ACTIVE programs accepting applications now (spec doc 2 §4). */
  acceptingApplications: Scalars['Int']['output'];
  activePrograms: Scalars['Int']['output'];
  byType: Array<ProgramTypeCount>;
  completedPrograms: Scalars['Int']['output'];
  /** Participants of ACTIVE programs. */
  totalActiveParticipants: Scalars['Int']['output'];
  totalFundingRaised: Scalars['BigInt']['output'];
  /** Sum of the targets that are set. */
  totalFundingTarget: Scalars['BigInt']['output'];
  totalPrograms: Scalars['Int']['output'];
};

/** Public reads show every status except DRAFT and PENDING (awaiting approval). */
export type ProgramStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'DRAFT'
  | 'PAUSED'
  | 'PENDING'
  | 'SUSPENDED';

/** A program status with its Persian label. */
export type ProgramStatusOption = {
  __typename?: 'ProgramStatusOption';
  label: Scalars['String']['output'];
  value: ProgramStatus;
};

/** One card of a programs block. */
export type ProgramTeaser = {
  __typename?: 'ProgramTeaser';
  description: Scalars['String']['output'];
  image: Maybe<Scalars['String']['output']>;
  link: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** One event of a program timeline. */
export type ProgramTimelineEvent = {
  __typename?: 'ProgramTimelineEvent';
  /** As stored: usually a Gregorian 'YYYY-MM-DD'. */
  date: Scalars['String']['output'];
  event: Scalars['String']['output'];
  /** The event's id (assigned on save); null for older entries. */
  id: Maybe<Scalars['String']['output']>;
  status: TimelineEventStatus;
};

/** Where a program's money goes (issue 15): money in and out, donors, months, spending. Rial. */
export type ProgramTransparency = {
  __typename?: 'ProgramTransparency';
  /** Donors of completed donations: each member once, each guest donation once; never named. */
  donorCount: Scalars['Int']['output'];
  /** The sum of the completed donations. */
  moneyIn: Scalars['BigInt']['output'];
  /** The sum of the spending entries. */
  moneyOut: Scalars['BigInt']['output'];
  /** From the first month with money in or out to this month, oldest first (Tehran calendar). */
  months: Array<TransparencyMonth>;
  programId: Scalars['Int']['output'];
  /** Newest date first. */
  spendings: Array<ProgramSpending>;
  targetBudget: Maybe<Scalars['BigInt']['output']>;
};

export type ProgramType =
  | 'EMERGENCY_ASSISTANCE'
  | 'INFRASTRUCTURE'
  | 'MENTORSHIP'
  | 'NUTRITION'
  | 'SCHOLARSHIP'
  | 'SUPPLIES'
  | 'TECHNOLOGY_ACCESS'
  | 'TUTORING'
  | 'VOCATIONAL_TRAINING';

/** How many public programs there are of one type. */
export type ProgramTypeCount = {
  __typename?: 'ProgramTypeCount';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  type: ProgramType;
};

/** A program type with its Persian label. */
export type ProgramTypeOption = {
  __typename?: 'ProgramTypeOption';
  label: Scalars['String']['output'];
  value: ProgramType;
};

/** A program's money in and out in one Jalali year. Rial. */
export type ProgramYearTotals = {
  __typename?: 'ProgramYearTotals';
  /** Completed donations that year. */
  donationCount: Scalars['Int']['output'];
  moneyIn: Scalars['BigInt']['output'];
  moneyOut: Scalars['BigInt']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
};

/** A title, a subtitle and program cards. */
export type ProgramsProps = {
  __typename?: 'ProgramsProps';
  items: Array<ProgramTeaser>;
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The settings of a payment method a payer may see (card or account details; never the merchant id). */
export type PublicPaymentConfig = {
  __typename?: 'PublicPaymentConfig';
  accountName: Maybe<Scalars['String']['output']>;
  bankName: Maybe<Scalars['String']['output']>;
  cardNumber: Maybe<Scalars['String']['output']>;
  iban: Maybe<Scalars['String']['output']>;
};

/** An active payment method as payers see it. */
export type PublicPaymentMethod = {
  __typename?: 'PublicPaymentMethod';
  code: Scalars['String']['output'];
  config: PublicPaymentConfig;
  description: Maybe<Scalars['String']['output']>;
  displayNameEn: Maybe<Scalars['String']['output']>;
  displayNameFa: Scalars['String']['output'];
  /** An icon class or an image address. */
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  provider: PaymentProvider;
  sortOrder: Scalars['Int']['output'];
  usageScope: PaymentUsageScope;
};

export type Query = {
  __typename?: 'Query';
  /** Active payment methods usable for programs or courses (their own scope or BOTH), in order. */
  activePaymentMethods: Array<PublicPaymentMethod>;
  /** Admin: the active landing items. */
  adminActiveLandingContents: Array<LandingContentItem>;
  /** Admin: contact messages in all and by status. */
  adminContactCounts: ContactCounts;
  /** Admin: contact messages, newest first. */
  adminContactMessages: ContactMessagePage;
  /** Admin: a course of any status; null when missing. */
  adminCourse: Maybe<Course>;
  /** Admin: the course list’s figures. */
  adminCourseStats: CourseStats;
  /** Admin: courses of every status, newest first; search over title and instructor. */
  adminCourses: CoursePage;
  /** Admin: the dashboard’s four figures with their monthly growth and the six-month chart. */
  adminDashboardStats: AdminDashboardStats;
  /** Admin: totalDonations, activeDonors, monthlyDonations, averageDonation (rial) and counts. */
  adminDonationStats: AdminDonationStats;
  /** Admin: every donation, filtered and sorted. */
  adminDonations: DonationPage;
  /** Admin: one landing item. */
  adminLandingContent: Maybe<LandingContentItem>;
  /** Admin: the item of a section key the home page uses (the first active one), else the first. */
  adminLandingContentByKey: Maybe<LandingContentItem>;
  /** Admin: every landing item by section and order; with a keyword (Persian-normalised), those whose key, title, subtitle or content hold it. */
  adminLandingContents: Array<LandingContentItem>;
  /** Admin: the five landing sections with their item and active counts. */
  adminLandingSections: Array<LandingSectionSummary>;
  /** Admin: one layout (its working draft). */
  adminPageLayout: Maybe<PageLayout>;
  /** Admin: every layout as its working draft; search matches name, page key or description. */
  adminPageLayouts: Array<PageLayout>;
  /** Admin: every payment method, in sort order. */
  adminPaymentMethods: Array<AdminPaymentMethod>;
  /** Admin: gateway attempts, newest first; status REFUND_NEEDED lists the payments to return. */
  adminPayments: PaymentAttemptPage;
  /** Admin: a program of any status; null when missing. */
  adminProgram: Maybe<Program>;
  /** Admin: every program as {id, name}, for filters. */
  adminProgramOptions: Array<ProgramOption>;
  /** Admin: a program's spending entries, newest date first. */
  adminProgramSpendings: Array<ProgramSpending>;
  /** Admin: counts and rial totals over every program. */
  adminProgramStatistics: ProgramStatistics;
  /** Admin: programs of every status, newest first, by search words, type and status. */
  adminPrograms: ProgramPage;
  /** Admin: every slide, published or not, by displayOrder then id. */
  adminSlides: Array<Slide>;
  /** Admin: one user. */
  adminUser: User;
  /** Admin: how many users of each type the search words find. */
  adminUserCounts: UserTypeCounts;
  /** Admin: users (not deleted), found by words in names, e-mail or phone, filtered by type. */
  adminUsers: UserPage;
  /** Admin: the log of admin writes, newest first, by admin, object type and Tehran days. */
  auditLog: AuditEntryPage;
  /** Course categories with Persian labels. */
  courseCategories: Array<CourseCategoryOption>;
  /** Course levels with Persian labels. */
  courseLevels: Array<CourseLevelOption>;
  /** A receipt opened with the token of its link (shown after a guest’s payment); else NOT_FOUND. */
  donationReceiptByToken: DonorReceipt;
  /** JSON text of everything stored about the viewer (no password hash). */
  exportMyData: Scalars['String']['output'];
  /** The association's money in and out per program in one Jalali year (default: this year). */
  financialReport: FinancialReport;
  /** Server and database health. */
  health: Health;
  /** Admin: the courses of one instructor, any status, newest first. */
  instructorCourses: CoursePage;
  /** The signed-in user, or null for a guest (or a dead token). */
  me: Maybe<User>;
  /** The signed-in member’s course certificates, newest first. */
  myCertificates: Array<Certificate>;
  /** The signed-in member’s enrolment in a published course; null when there is none. */
  myCourseEnrollment: Maybe<CourseEnrollment>;
  /** The signed-in student’s progress in a course; null unless actively enrolled. */
  myCourseProgress: Maybe<CourseProgress>;
  /** The courses the signed-in member is actively enrolled in, most recent first. */
  myCourses: Array<Course>;
  /** The receipt of one of the signed-in member’s completed donations (anyone else’s: NOT_FOUND). */
  myDonationReceipt: DonorReceipt;
  /** The signed-in member’s completed donations of one Jalali year (by receipt) and their total. */
  myDonationStatement: DonationStatement;
  /** The Jalali years (Tehran time) the signed-in member made donations in, newest first. */
  myDonationYears: Array<Scalars['Int']['output']>;
  /** The signed-in member’s own donations, any status, newest first. */
  myDonations: DonationPage;
  /** The viewer's profile (GET /user/profile). */
  myProfile: User;
  /** The viewer's notifications, newest first. */
  notifications: NotificationPage;
  /** Admin: the built-in starting layouts. */
  pageLayoutTemplates: Array<PageLayoutTemplate>;
  /** Admin: a layout's published versions, newest first. */
  pageLayoutVersions: Array<PageLayoutVersion>;
  /** Totals of the completed donations of a public program (rial), with totalDonors. */
  programDonationStats: ProgramDonationStats;
  /** Completed donations of a public program, newest first. */
  programDonations: DonationPage;
  /** Counts and rial totals over the public programs. */
  programStatistics: ProgramStatistics;
  /** The statuses public programs can have. */
  programStatuses: Array<ProgramStatusOption>;
  /** The largest completed donations of a public program. */
  programTopDonations: Array<Donation>;
  /** A public program's 'where the money goes': money in and out, donors, months and spending; null when missing. */
  programTransparency: Maybe<ProgramTransparency>;
  /** Program types with Persian labels. */
  programTypes: Array<ProgramTypeOption>;
  /** ACTIVE programs accepting applications now (spec doc 2 §4). */
  programsAcceptingApplications: Array<Program>;
  /** ACTIVE programs with places left (or no maximum). */
  programsWithAvailableSlots: Array<Program>;
  /** A published course; null for a draft or a missing id. An admin gets drafts and archived courses too (the course wizard’s edit mode). */
  publicCourse: Maybe<Course>;
  /** The public catalogue: published courses only. */
  publicCourses: CoursePage;
  /** Landing page texts by section (null fields fall back to built-in texts). */
  publicLanding: Landing;
  /** The page published under a page key ('privacy', 'faq' …), as the footer routes show it. */
  publicPageByKey: Maybe<PageLayout>;
  /** The last published version of a page layout (null for a layout never published). */
  publicPageLayout: Maybe<PageLayout>;
  /** A public program; null when missing or not public. */
  publicProgram: Maybe<Program>;
  /** Public programs, newest first, optionally by status, type and search words. */
  publicPrograms: ProgramPage;
  /** Published slides ordered by displayOrder. */
  publicSlides: Array<Slide>;
  /** Admin: the newest donations in any status. */
  recentDonations: Array<Donation>;
  /** The viewer's latest notifications (at most 50). */
  recentNotifications: Array<Notification>;
  /** The association’s public details and sign-up mode. */
  siteSettings: SiteSettings;
  /** How many of the viewer’s notifications are unread. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** The public check of a certificate by its printed code: the name, course and date, nothing else. Rate-limited per address. */
  verifyCertificate: CertificateVerification;
  /** Public check of a receipt’s printed code (rate-limited per address); unknown: NOT_FOUND. */
  verifyReceipt: ReceiptVerification;
};


export type QueryActivePaymentMethodsArgs = {
  usage: PaymentUsageScope;
};


export type QueryAdminContactMessagesArgs = {
  page?: Scalars['Int']['input'];
  q: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  status: InputMaybe<ContactStatus>;
};


export type QueryAdminCourseArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminCoursesArgs = {
  category: InputMaybe<CourseCategory>;
  page?: Scalars['Int']['input'];
  query: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  status: InputMaybe<CourseStatus>;
};


export type QueryAdminDonationsArgs = {
  from: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  programId: InputMaybe<Scalars['Int']['input']>;
  q: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  sortBy?: DonationSortField;
  sortDir?: SortDirection;
  status: InputMaybe<DonationStatus>;
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminLandingContentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminLandingContentByKeyArgs = {
  key: Scalars['String']['input'];
};


export type QueryAdminLandingContentsArgs = {
  keyword: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminPageLayoutArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminPageLayoutsArgs = {
  search: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminPaymentsArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
  status: InputMaybe<PaymentStatus>;
};


export type QueryAdminProgramArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminProgramSpendingsArgs = {
  programId: Scalars['Int']['input'];
};


export type QueryAdminProgramsArgs = {
  page?: Scalars['Int']['input'];
  search: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  status: InputMaybe<ProgramStatus>;
  type: InputMaybe<ProgramType>;
};


export type QueryAdminUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminUserCountsArgs = {
  q: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminUsersArgs = {
  active: InputMaybe<Scalars['Boolean']['input']>;
  page?: Scalars['Int']['input'];
  q: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  sortBy?: UserSortField;
  sortDir?: SortDirection;
  type: InputMaybe<UserType>;
};


export type QueryAuditLogArgs = {
  actorId: InputMaybe<Scalars['Int']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  objectType: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
  to: InputMaybe<Scalars['String']['input']>;
};


export type QueryDonationReceiptByTokenArgs = {
  donationId: Scalars['Int']['input'];
  token: Scalars['String']['input'];
};


export type QueryFinancialReportArgs = {
  jalaliYear: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInstructorCoursesArgs = {
  instructorId: Scalars['Int']['input'];
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};


export type QueryMyCourseEnrollmentArgs = {
  courseId: Scalars['Int']['input'];
};


export type QueryMyCourseProgressArgs = {
  courseId: Scalars['Int']['input'];
};


export type QueryMyDonationReceiptArgs = {
  donationId: Scalars['Int']['input'];
};


export type QueryMyDonationStatementArgs = {
  jalaliYear: Scalars['Int']['input'];
};


export type QueryMyDonationsArgs = {
  jalaliYear: InputMaybe<Scalars['Int']['input']>;
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};


export type QueryNotificationsArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};


export type QueryPageLayoutVersionsArgs = {
  layoutId: Scalars['Int']['input'];
};


export type QueryProgramDonationStatsArgs = {
  programId: Scalars['Int']['input'];
};


export type QueryProgramDonationsArgs = {
  page?: Scalars['Int']['input'];
  programId: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};


export type QueryProgramTopDonationsArgs = {
  limit?: Scalars['Int']['input'];
  programId: Scalars['Int']['input'];
};


export type QueryProgramTransparencyArgs = {
  programId: Scalars['Int']['input'];
};


export type QueryPublicCourseArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPublicCoursesArgs = {
  category: InputMaybe<CourseCategory>;
  isFree: InputMaybe<Scalars['Boolean']['input']>;
  level: InputMaybe<CourseLevel>;
  page?: Scalars['Int']['input'];
  query: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  sort?: CourseSort;
};


export type QueryPublicPageByKeyArgs = {
  pageKey: Scalars['String']['input'];
};


export type QueryPublicPageLayoutArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPublicProgramArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPublicProgramsArgs = {
  page?: Scalars['Int']['input'];
  search: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  status: InputMaybe<ProgramStatus>;
  type: InputMaybe<ProgramType>;
};


export type QueryRecentDonationsArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryRecentNotificationsArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryVerifyCertificateArgs = {
  code: Scalars['String']['input'];
};


export type QueryVerifyReceiptArgs = {
  code: Scalars['String']['input'];
};

/** What the public verification page confirms about a receipt: never the donor’s name of an anonymous donation, never an e-mail, phone or payment reference. */
export type ReceiptVerification = {
  __typename?: 'ReceiptVerification';
  /** Rial. */
  amount: Scalars['SafeInt']['output'];
  completedAt: Scalars['DateTimeISO']['output'];
  /** Null when the donation was anonymous. */
  donorName: Maybe<Scalars['String']['output']>;
  isAnonymous: Scalars['Boolean']['output'];
  number: Scalars['String']['output'];
  programName: Scalars['String']['output'];
  /** `XXXXX-XXXXX`. */
  verificationCode: Scalars['String']['output'];
};

/** POST /auth/send-otp: send (again) a code for LOGIN (default) or SIGNUP. */
export type SendOtpInput = {
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** LOGIN or SIGNUP. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** POST /auth/signup (spec doc 1 §7). ADMIN cannot be chosen. */
export type SignupInput = {
  /** Students: an EducationLevel value. */
  educationLevel?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Donors and staff. */
  organization?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  /** 09XXXXXXXXX; Persian digits and +98 are accepted. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Staff: a StaffPosition value. */
  staffPosition?: InputMaybe<Scalars['String']['input']>;
  /** Students. */
  studentId?: InputMaybe<Scalars['String']['input']>;
  /** STUDENT, DONOR or STAFF. */
  userType?: InputMaybe<Scalars['String']['input']>;
};

/** The association’s public details (header, footer, contact page) and sign-up mode. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  address: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  openingHours: Maybe<Scalars['String']['output']>;
  /** Digits as dialled. */
  phone: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  /** Whether sign-up needs a one-time code sent to the phone. */
  signupRequiresOtp: Scalars['Boolean']['output'];
  social: SocialLinks;
};

export type SiteSettingsInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  openingHours?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
  signupRequiresOtp?: InputMaybe<Scalars['Boolean']['input']>;
  social?: InputMaybe<SocialLinksInput>;
};

/** A home-page carousel slide. */
export type Slide = {
  __typename?: 'Slide';
  createdAt: Scalars['DateTimeISO']['output'];
  description: Maybe<Scalars['String']['output']>;
  displayOrder: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  imageUrl: Scalars['String']['output'];
  link: Maybe<Scalars['String']['output']>;
  published: Scalars['Boolean']['output'];
  showTitle: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** The slide form (spec doc 3 §3 Slide, §5). */
export type SlideInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** Integer ≥ 0; default 0. */
  displayOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Required: an absolute http(s) URL, or the site path an image upload answered (/uploads/…), or /images/…. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Optional: an absolute http(s) URL or a path on this site. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Default true. */
  published?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default true. */
  showTitle?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required, at most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Addresses of the association on social networks (null: not shown). */
export type SocialLinks = {
  __typename?: 'SocialLinks';
  facebook: Maybe<Scalars['String']['output']>;
  instagram: Maybe<Scalars['String']['output']>;
  linkedin: Maybe<Scalars['String']['output']>;
  twitter: Maybe<Scalars['String']['output']>;
};

export type SocialLinksInput = {
  facebook?: InputMaybe<Scalars['String']['input']>;
  instagram?: InputMaybe<Scalars['String']['input']>;
  linkedin?: InputMaybe<Scalars['String']['input']>;
  twitter?: InputMaybe<Scalars['String']['input']>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** Empty room. */
export type SpacerProps = {
  __typename?: 'SpacerProps';
  /** small, medium, large or xlarge. */
  height: Scalars['String']['output'];
};

/** A staff member's dashboard figures (spec doc 1 §6): programs coordinated, courses taught. */
export type StaffDashboard = {
  __typename?: 'StaffDashboard';
  /** Coordinated programs that are ACTIVE. */
  activeProjects: Scalars['Int']['output'];
  /** Rial: the coordinated programs' target budgets. */
  budgetManaged: Scalars['BigInt']['output'];
  /** Coordinated programs, drafts and cancelled ones left out. */
  projectsManaged: Scalars['Int']['output'];
  /** Rial: what the coordinated programs have raised. */
  raisedAmount: Scalars['BigInt']['output'];
  /** Programs' participants + distinct students of the courses taught. */
  studentsManaged: Scalars['Int']['output'];
  /** Percent (one decimal, at most 100) raised of target, over the programs with a target. */
  successRate: Maybe<Scalars['Float']['output']>;
};

export type StaffPosition =
  | 'COMMUNICATIONS'
  | 'FIELD_WORKER'
  | 'FINANCE_OFFICER'
  | 'OTHER'
  | 'PROGRAM_MANAGER'
  | 'VOLUNTEER_COORDINATOR';

/** One number of a stats block. */
export type StatItem = {
  __typename?: 'StatItem';
  /** primary, green, yellow, purple, red or blue. */
  color: Scalars['String']['output'];
  /** users, heart, trophy, book-open or star. */
  icon: Scalars['String']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A title, a subtitle and a row of numbers. */
export type StatsProps = {
  __typename?: 'StatsProps';
  items: Array<StatItem>;
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A student's dashboard figures (spec doc 1 §6), from their course enrolments. */
export type StudentDashboard = {
  __typename?: 'StudentDashboard';
  activeCourses: Scalars['Int']['output'];
  /** Lessons of the courses the student is actively enrolled in. */
  lessonsAvailable: Scalars['Int']['output'];
  /** Enrolment requests waiting for approval. */
  pendingRequests: Scalars['Int']['output'];
  /** Enrolment requests not cancelled. */
  requests: Scalars['Int']['output'];
  /** Rial: list price minus amount paid over the active enrolments. */
  scholarshipReceived: Scalars['BigInt']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The viewer's unread count at once, then again with each notification created, read or deleted (WebSocket only). */
  notificationEvents: NotificationEvent;
};

/** One quote of a testimonials block. */
export type Testimonial = {
  __typename?: 'Testimonial';
  avatar: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** 0 to 5 (5 when not given). */
  rating: Scalars['Int']['output'];
  role: Scalars['String']['output'];
};

/** A title, a subtitle and quotes. */
export type TestimonialsProps = {
  __typename?: 'TestimonialsProps';
  items: Array<Testimonial>;
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** Rich text: HTML limited to the shared allow-list when shown. */
export type TextBlockProps = {
  __typename?: 'TextBlockProps';
  content: Scalars['String']['output'];
  /** sm, base, lg, xl, 2xl or 3xl. */
  fontSize: Scalars['String']['output'];
  /** right, left, center or justify. */
  textAlign: Scalars['String']['output'];
  textColor: Maybe<Scalars['String']['output']>;
};

/** One event of the program timeline (spec doc 3 §3). */
export type TimelineEventInput = {
  /** Gregorian 'YYYY-MM-DD'. */
  date: Scalars['String']['input'];
  /** What happens (not blank). */
  event: Scalars['String']['input'];
  /** Kept when given; a new event gets one on save. */
  id?: InputMaybe<Scalars['String']['input']>;
  /** Default pending. */
  status?: InputMaybe<TimelineEventStatus>;
};

/** A program timeline event's stage (a stored 'current' reads as IN_PROGRESS). */
export type TimelineEventStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'PENDING';

/** One Jalali month of a program: money in and out that month, and raised so far. Rial. */
export type TransparencyMonth = {
  __typename?: 'TransparencyMonth';
  /** 1–12. */
  jalaliMonth: Scalars['Int']['output'];
  jalaliYear: Scalars['Int']['output'];
  /** The Persian month name. */
  monthName: Scalars['String']['output'];
  /** Completed donations that month. */
  raised: Scalars['BigInt']['output'];
  /** Completed donations up to the end of that month. */
  raisedToDate: Scalars['BigInt']['output'];
  /** Spending entries dated that month. */
  spent: Scalars['BigInt']['output'];
};

/** A stored file. url and fileUrl are the same address (the spec reads both). */
export type UploadedFile = {
  __typename?: 'UploadedFile';
  /** The server-chosen name. */
  fileName: Scalars['String']['output'];
  fileUrl: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

/** A stored course video. */
export type UploadedVideo = {
  __typename?: 'UploadedVideo';
  /** The server-chosen name. */
  fileName: Scalars['String']['output'];
  fileUrl: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  /** The storage key (bucket object name), e.g. videos/<uuid>.mp4. */
  minioKey: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
};

/** A member as read (spec doc 1 §3), with the donation summary and settings. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The dashboard's stat-card figures for the member's type (spec doc 1 §6), each one SQL statement. */
  dashboard: DashboardStats;
  educationLevel: Maybe<EducationLevel>;
  /** Lower-cased. */
  email: Maybe<Scalars['String']['output']>;
  emailVerified: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isActive: Scalars['Boolean']['output'];
  lastLoginAt: Maybe<Scalars['DateTimeISO']['output']>;
  lastName: Scalars['String']['output'];
  /** Rial, completed this Persian calendar month. */
  monthlyDonations: Scalars['Float']['output'];
  notificationSettings: NotificationSettings;
  organization: Maybe<Scalars['String']['output']>;
  /** A new phone number waiting for its code (confirmPhoneChange); phoneNumber stays until then. */
  pendingPhoneNumber: Maybe<Scalars['String']['output']>;
  /** 09XXXXXXXXX. */
  phoneNumber: Scalars['String']['output'];
  phoneVerified: Scalars['Boolean']['output'];
  privacySettings: PrivacySettings;
  /** Percent of the six profile fields filled (spec doc 1 §5). */
  profileCompletion: Scalars['Int']['output'];
  profileImageUrl: Maybe<Scalars['String']['output']>;
  programStats: Array<ProgramDonationStat>;
  staffPosition: Maybe<StaffPosition>;
  studentId: Maybe<Scalars['String']['output']>;
  totalDonationCount: Scalars['Int']['output'];
  /** Rial, completed donations. */
  totalDonations: Scalars['Float']['output'];
  totalProgramsSupported: Scalars['Int']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  userType: UserType;
};

export type UserPage = {
  __typename?: 'UserPage';
  content: Array<User>;
  /** Zero-based page number. */
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type UserSortField =
  | 'CREATED_AT'
  | 'ID'
  | 'NAME';

/** STUDENT, DONOR, STAFF or ADMIN. */
export type UserType =
  | 'ADMIN'
  | 'DONOR'
  | 'STAFF'
  | 'STUDENT';

/** How many (not deleted) users there are of each type, for the list’s filter buttons. */
export type UserTypeCounts = {
  __typename?: 'UserTypeCounts';
  ADMIN: Scalars['Int']['output'];
  DONOR: Scalars['Int']['output'];
  STAFF: Scalars['Int']['output'];
  STUDENT: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** POST /auth/verify-otp. */
export type VerifyOtpInput = {
  /** Six digits. */
  otpCode?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** LOGIN or SIGNUP. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { __typename?: 'Query', siteSettings: { __typename?: 'SiteSettings', name: string, shortName: string, phone: string, email: string, address: string, openingHours: string | null, signupRequiresOtp: boolean, social: { __typename?: 'SocialLinks', instagram: string | null, twitter: string | null, linkedin: string | null, facebook: string | null } } };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterInput;
}>;


export type SubscribeNewsletterMutation = { __typename?: 'Mutation', subscribeNewsletter: { __typename?: 'NewsletterReceipt', message: string } };

export type AuditLogQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  actorId: InputMaybe<Scalars['Int']['input']>;
  objectType: InputMaybe<Scalars['String']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
}>;


export type AuditLogQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditEntryPage', totalElements: number, totalPages: number, content: Array<{ __typename?: 'AuditEntry', id: number, actorId: number | null, actorName: string, action: string, objectType: string, objectId: string | null, createdAt: string, changes: Array<{ __typename?: 'AuditFieldChange', field: string, before: string | null, after: string | null }> }> }, adminUsers: { __typename?: 'UserPage', content: Array<{ __typename?: 'User', id: number, fullName: string }> } };

export type AdminContactFieldsFragment = { __typename?: 'ContactMessage', id: number, name: string, email: string, phone: string | null, subject: ContactSubject, message: string, status: ContactStatus, createdAt: string };

export type AdminContactsQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  status: InputMaybe<ContactStatus>;
  q: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminContactsQuery = { __typename?: 'Query', adminContactMessages: { __typename?: 'ContactMessagePage', totalElements: number, totalPages: number, page: number, content: Array<{ __typename?: 'ContactMessage', id: number, name: string, email: string, phone: string | null, subject: ContactSubject, message: string, status: ContactStatus, createdAt: string }> }, adminContactCounts: { __typename?: 'ContactCounts', total: number, NEW: number, IN_PROGRESS: number, RESOLVED: number } };

export type UpdateContactStatusMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  status: ContactStatus;
}>;


export type UpdateContactStatusMutation = { __typename?: 'Mutation', updateContactStatus: { __typename?: 'ContactMessage', id: number, name: string, email: string, phone: string | null, subject: ContactSubject, message: string, status: ContactStatus, createdAt: string } };

export type BulkUpdateContactStatusMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  status: ContactStatus;
}>;


export type BulkUpdateContactStatusMutation = { __typename?: 'Mutation', bulkUpdateContactStatus: { __typename?: 'BulkResult', done: Array<number>, message: string, failed: Array<{ __typename?: 'BulkFailure', id: number, message: string }> } };

export type AdminCourseRowFieldsFragment = { __typename?: 'Course', id: number, title: string, category: CourseCategory, level: CourseLevel, status: CourseStatus, price: number, thumbnailUrl: string | null, instructorName: string | null, enrolledStudents: number, rating: number, totalLessons: number, lastUpdated: string };

export type AdminCourseStatusFieldsFragment = { __typename?: 'Course', id: number, status: CourseStatus };

export type AdminCoursesQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  query: InputMaybe<Scalars['String']['input']>;
  category: InputMaybe<CourseCategory>;
  status: InputMaybe<CourseStatus>;
}>;


export type AdminCoursesQuery = { __typename?: 'Query', adminCourses: { __typename?: 'CoursePage', totalElements: number, totalPages: number, content: Array<{ __typename?: 'Course', id: number, title: string, category: CourseCategory, level: CourseLevel, status: CourseStatus, price: number, thumbnailUrl: string | null, instructorName: string | null, enrolledStudents: number, rating: number, totalLessons: number, lastUpdated: string }> }, adminCourseStats: { __typename?: 'CourseStats', total: number, published: number, drafts: number, archived: number, students: number, averageRating: number } };

export type PublishCourseMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PublishCourseMutation = { __typename?: 'Mutation', publishCourse: { __typename?: 'Course', id: number, status: CourseStatus } };

export type DraftCourseMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DraftCourseMutation = { __typename?: 'Mutation', draftCourse: { __typename?: 'Course', id: number, status: CourseStatus } };

export type ArchiveCourseMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ArchiveCourseMutation = { __typename?: 'Mutation', archiveCourse: { __typename?: 'Course', id: number, status: CourseStatus } };

export type DeleteCourseMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteCourseMutation = { __typename?: 'Mutation', deleteCourse: { __typename?: 'CourseRemoval', ok: boolean, message: string, archived: boolean } };

export type AdminCourseVideosQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminCourseVideosQuery = { __typename?: 'Query', adminCourse: { __typename?: 'Course', id: number, title: string, status: CourseStatus, chapters: Array<{ __typename?: 'Chapter', id: number, title: string, lessons: Array<{ __typename?: 'Lesson', id: number, title: string, contentType: LessonContentType, durationMinutes: number, isFree: boolean, videoUrl: string | null, videoKey: string | null }> }> } | null };

export type SetLessonVideoMutationVariables = Exact<{
  lessonId: Scalars['Int']['input'];
  videoKey: InputMaybe<Scalars['String']['input']>;
  videoUrl: InputMaybe<Scalars['String']['input']>;
}>;


export type SetLessonVideoMutation = { __typename?: 'Mutation', setLessonVideo: { __typename?: 'Lesson', id: number, videoUrl: string | null, videoKey: string | null } };

export type AdminCourseLessonFieldsFragment = { __typename?: 'Lesson', id: number, title: string, description: string | null, contentType: LessonContentType, durationMinutes: number, videoUrl: string | null, videoKey: string | null, contentText: string | null, resourcesUrls: string | null, isFree: boolean, isDownloadable: boolean, notes: string | null };

export type AdminCourseFormFieldsFragment = { __typename?: 'Course', id: number, title: string, category: CourseCategory, level: CourseLevel, shortDescription: string | null, description: string | null, whatYouWillLearn: string | null, requirements: string | null, targetAudience: string | null, price: number, durationHours: number, durationMinutes: number, maxStudents: number | null, language: CourseLanguage, certificateProvided: boolean, thumbnailUrl: string | null, trailerVideoUrl: string | null, autoPlayTrailer: boolean, showThumbnailOverlay: boolean, status: CourseStatus, instructorId: number | null, instructorName: string | null, skills: Array<string>, chapters: Array<{ __typename?: 'Chapter', id: number, title: string, description: string | null, durationMinutes: number, isFree: boolean, lessons: Array<{ __typename?: 'Lesson', id: number, title: string, description: string | null, contentType: LessonContentType, durationMinutes: number, videoUrl: string | null, videoKey: string | null, contentText: string | null, resourcesUrls: string | null, isFree: boolean, isDownloadable: boolean, notes: string | null }> }> };

export type AdminCourseFormQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminCourseFormQuery = { __typename?: 'Query', adminCourse: { __typename?: 'Course', id: number, title: string, category: CourseCategory, level: CourseLevel, shortDescription: string | null, description: string | null, whatYouWillLearn: string | null, requirements: string | null, targetAudience: string | null, price: number, durationHours: number, durationMinutes: number, maxStudents: number | null, language: CourseLanguage, certificateProvided: boolean, thumbnailUrl: string | null, trailerVideoUrl: string | null, autoPlayTrailer: boolean, showThumbnailOverlay: boolean, status: CourseStatus, instructorId: number | null, instructorName: string | null, skills: Array<string>, chapters: Array<{ __typename?: 'Chapter', id: number, title: string, description: string | null, durationMinutes: number, isFree: boolean, lessons: Array<{ __typename?: 'Lesson', id: number, title: string, description: string | null, contentType: LessonContentType, durationMinutes: number, videoUrl: string | null, videoKey: string | null, contentText: string | null, resourcesUrls: string | null, isFree: boolean, isDownloadable: boolean, notes: string | null }> }> } | null };

export type CreateCourseMutationVariables = Exact<{
  input: CourseInput;
  thumbnail: InputMaybe<Scalars['Upload']['input']>;
}>;


export type CreateCourseMutation = { __typename?: 'Mutation', createCourse: { __typename?: 'Course', id: number, title: string, category: CourseCategory, level: CourseLevel, shortDescription: string | null, description: string | null, whatYouWillLearn: string | null, requirements: string | null, targetAudience: string | null, price: number, durationHours: number, durationMinutes: number, maxStudents: number | null, language: CourseLanguage, certificateProvided: boolean, thumbnailUrl: string | null, trailerVideoUrl: string | null, autoPlayTrailer: boolean, showThumbnailOverlay: boolean, status: CourseStatus, instructorId: number | null, instructorName: string | null, skills: Array<string>, chapters: Array<{ __typename?: 'Chapter', id: number, title: string, description: string | null, durationMinutes: number, isFree: boolean, lessons: Array<{ __typename?: 'Lesson', id: number, title: string, description: string | null, contentType: LessonContentType, durationMinutes: number, videoUrl: string | null, videoKey: string | null, contentText: string | null, resourcesUrls: string | null, isFree: boolean, isDownloadable: boolean, notes: string | null }> }> } };

export type UpdateCourseMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: CourseInput;
  thumbnail: InputMaybe<Scalars['Upload']['input']>;
}>;


export type UpdateCourseMutation = { __typename?: 'Mutation', updateCourse: { __typename?: 'Course', id: number, title: string, category: CourseCategory, level: CourseLevel, shortDescription: string | null, description: string | null, whatYouWillLearn: string | null, requirements: string | null, targetAudience: string | null, price: number, durationHours: number, durationMinutes: number, maxStudents: number | null, language: CourseLanguage, certificateProvided: boolean, thumbnailUrl: string | null, trailerVideoUrl: string | null, autoPlayTrailer: boolean, showThumbnailOverlay: boolean, status: CourseStatus, instructorId: number | null, instructorName: string | null, skills: Array<string>, chapters: Array<{ __typename?: 'Chapter', id: number, title: string, description: string | null, durationMinutes: number, isFree: boolean, lessons: Array<{ __typename?: 'Lesson', id: number, title: string, description: string | null, contentType: LessonContentType, durationMinutes: number, videoUrl: string | null, videoKey: string | null, contentText: string | null, resourcesUrls: string | null, isFree: boolean, isDownloadable: boolean, notes: string | null }> }> } };

export type StaffInstructorsQueryVariables = Exact<{
  q: InputMaybe<Scalars['String']['input']>;
}>;


export type StaffInstructorsQuery = { __typename?: 'Query', adminUsers: { __typename?: 'UserPage', content: Array<{ __typename?: 'User', id: number, fullName: string, phoneNumber: string }> } };

export type AdminDashboardQueryVariables = Exact<{
  recentContacts: Scalars['Int']['input'];
}>;


export type AdminDashboardQuery = { __typename?: 'Query', adminDashboardStats: { __typename?: 'AdminDashboardStats', activeUsers: number, activeCourses: number, activePrograms: number, pendingContacts: number, userGrowth: number, courseGrowth: number, programGrowth: number, contactGrowth: number, monthlyStats: Array<{ __typename?: 'MonthlyStat', year: number, monthNumber: number, month: string, users: number, programs: number }> }, adminContactMessages: { __typename?: 'ContactMessagePage', content: Array<{ __typename?: 'ContactMessage', id: number, name: string, email: string, phone: string | null, subject: ContactSubject, message: string, status: ContactStatus, createdAt: string }> } };

export type AdminDashboardDonationStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardDonationStatsQuery = { __typename?: 'Query', adminDonationStats: { __typename?: 'AdminDonationStats', totalDonations: number | string, activeDonors: number, monthlyDonations: number | string, averageDonation: number, completedCount: number, pendingCount: number, failedCount: number } };

export type AdminDashboardRecentDonationsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type AdminDashboardRecentDonationsQuery = { __typename?: 'Query', recentDonations: Array<{ __typename?: 'Donation', id: number, donorName: string | null, isAnonymous: boolean, amount: number, donationDate: string, status: DonationStatus, programName: string }> };

export type AdminDonationsQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  sortBy: InputMaybe<DonationSortField>;
  sortDir: InputMaybe<SortDirection>;
  status: InputMaybe<DonationStatus>;
  programId: InputMaybe<Scalars['Int']['input']>;
  q: InputMaybe<Scalars['String']['input']>;
  from: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminDonationsQuery = { __typename?: 'Query', adminDonations: { __typename?: 'DonationPage', totalElements: number, totalPages: number, content: Array<{ __typename?: 'Donation', id: number, programId: number, programName: string, amount: number, donorName: string | null, donorEmail: string | null, isAnonymous: boolean, paymentMethod: string, paymentReference: string | null, status: DonationStatus, donationDate: string }> } };

export type AdminProgramOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgramOptionsQuery = { __typename?: 'Query', adminProgramOptions: Array<{ __typename?: 'ProgramOption', id: number, name: string }> };

export type UpdateDonationStatusMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  status: DonationStatus;
}>;


export type UpdateDonationStatusMutation = { __typename?: 'Mutation', updateDonationStatus: { __typename?: 'Donation', id: number, status: DonationStatus } };

export type BulkUpdateDonationStatusMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  status: DonationStatus;
}>;


export type BulkUpdateDonationStatusMutation = { __typename?: 'Mutation', bulkUpdateDonationStatus: { __typename?: 'BulkResult', done: Array<number>, message: string, failed: Array<{ __typename?: 'BulkFailure', id: number, message: string }> } };

export type AdminLandingContentQueryVariables = Exact<{
  keyword: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminLandingContentQuery = { __typename?: 'Query', adminLandingContents: Array<{ __typename?: 'LandingContentItem', id: number, sectionKey: string, section: string, title: string | null, subtitle: string | null, content: string | null, imageUrl: string | null, linkUrl: string | null, linkText: string | null, orderIndex: number, isActive: boolean, extraData: string | null, createdAt: string, updatedAt: string }>, adminLandingSections: Array<{ __typename?: 'LandingSectionSummary', section: string, count: number, activeCount: number }> };

export type CreateLandingContentMutationVariables = Exact<{
  input: LandingContentInput;
}>;


export type CreateLandingContentMutation = { __typename?: 'Mutation', createLandingContent: { __typename?: 'LandingContentItem', id: number, sectionKey: string, section: string, title: string | null, subtitle: string | null, content: string | null, imageUrl: string | null, linkUrl: string | null, linkText: string | null, orderIndex: number, isActive: boolean, extraData: string | null, createdAt: string, updatedAt: string } };

export type UpdateLandingContentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: LandingContentInput;
}>;


export type UpdateLandingContentMutation = { __typename?: 'Mutation', updateLandingContent: { __typename?: 'LandingContentItem', id: number, sectionKey: string, section: string, title: string | null, subtitle: string | null, content: string | null, imageUrl: string | null, linkUrl: string | null, linkText: string | null, orderIndex: number, isActive: boolean, extraData: string | null, createdAt: string, updatedAt: string } };

export type ToggleLandingContentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ToggleLandingContentMutation = { __typename?: 'Mutation', toggleLandingContent: { __typename?: 'LandingContentItem', id: number, isActive: boolean } };

export type DeleteLandingContentMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteLandingContentMutation = { __typename?: 'Mutation', deleteLandingContent: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type InitializeLandingContentMutationVariables = Exact<{ [key: string]: never; }>;


export type InitializeLandingContentMutation = { __typename?: 'Mutation', initializeLandingContent: Array<{ __typename?: 'LandingContentItem', id: number }> };

export type AdminPageLayoutsQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminPageLayoutsQuery = { __typename?: 'Query', adminPageLayouts: Array<{ __typename?: 'PageLayout', id: number, name: string, pageKey: string, version: number, isPublished: boolean, hasUnpublishedChanges: boolean }> };

export type AdminPageLayoutQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminPageLayoutQuery = { __typename?: 'Query', adminPageLayout: { __typename?: 'PageLayout', id: number, name: string, description: string | null, pageKey: string, version: number, isPublished: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, publicPath: string | null, layoutData: string, createdAt: string, updatedAt: string } | null };

export type AdminPageLayoutTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPageLayoutTemplatesQuery = { __typename?: 'Query', pageLayoutTemplates: Array<{ __typename?: 'PageLayoutTemplate', key: string, name: string, description: string, layoutData: string }> };

export type AdminPageLayoutVersionsQueryVariables = Exact<{
  layoutId: Scalars['Int']['input'];
}>;


export type AdminPageLayoutVersionsQuery = { __typename?: 'Query', pageLayoutVersions: Array<{ __typename?: 'PageLayoutVersion', id: number, layoutId: number, version: number, name: string, description: string | null, pageKey: string, layoutData: string, publishedAt: string, publishedBy: number | null, publishedByName: string | null, isLatest: boolean }> };

export type CreatePageLayoutMutationVariables = Exact<{
  input: PageLayoutInput;
}>;


export type CreatePageLayoutMutation = { __typename?: 'Mutation', createPageLayout: { __typename?: 'PageLayout', id: number, name: string, description: string | null, pageKey: string, version: number, isPublished: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, publicPath: string | null, layoutData: string, createdAt: string, updatedAt: string } };

export type UpdatePageLayoutMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: PageLayoutInput;
}>;


export type UpdatePageLayoutMutation = { __typename?: 'Mutation', updatePageLayout: { __typename?: 'PageLayout', id: number, name: string, description: string | null, pageKey: string, version: number, isPublished: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, publicPath: string | null, layoutData: string, createdAt: string, updatedAt: string } };

export type PublishPageLayoutMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PublishPageLayoutMutation = { __typename?: 'Mutation', publishPageLayout: { __typename?: 'PageLayout', id: number, name: string, description: string | null, pageKey: string, version: number, isPublished: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, publicPath: string | null, layoutData: string, createdAt: string, updatedAt: string } };

export type DuplicatePageLayoutMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
}>;


export type DuplicatePageLayoutMutation = { __typename?: 'Mutation', duplicatePageLayout: { __typename?: 'PageLayout', id: number, name: string, description: string | null, pageKey: string, version: number, isPublished: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, publicPath: string | null, layoutData: string, createdAt: string, updatedAt: string } };

export type DeletePageLayoutMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeletePageLayoutMutation = { __typename?: 'Mutation', deletePageLayout: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type RestorePageLayoutVersionMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
}>;


export type RestorePageLayoutVersionMutation = { __typename?: 'Mutation', restorePageLayoutVersion: { __typename?: 'PageLayout', id: number, name: string, description: string | null, pageKey: string, version: number, isPublished: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, publicPath: string | null, layoutData: string, createdAt: string, updatedAt: string } };

export type InitializeDefaultPageLayoutsMutationVariables = Exact<{ [key: string]: never; }>;


export type InitializeDefaultPageLayoutsMutation = { __typename?: 'Mutation', initializeDefaultPageLayouts: Array<{ __typename?: 'PageLayout', id: number }> };

export type AdminPaymentMethodRowFieldsFragment = { __typename?: 'AdminPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, usageScope: PaymentUsageScope, provider: PaymentProvider, configJson: string, sortOrder: number, isActive: boolean, createdAt: string, updatedAt: string, config: { __typename?: 'AdminPaymentConfig', merchantId: string | null, cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } };

export type AdminPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentMethodsQuery = { __typename?: 'Query', adminPaymentMethods: Array<{ __typename?: 'AdminPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, usageScope: PaymentUsageScope, provider: PaymentProvider, configJson: string, sortOrder: number, isActive: boolean, createdAt: string, updatedAt: string, config: { __typename?: 'AdminPaymentConfig', merchantId: string | null, cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } }> };

export type CreatePaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;


export type CreatePaymentMethodMutation = { __typename?: 'Mutation', createPaymentMethod: { __typename?: 'AdminPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, usageScope: PaymentUsageScope, provider: PaymentProvider, configJson: string, sortOrder: number, isActive: boolean, createdAt: string, updatedAt: string, config: { __typename?: 'AdminPaymentConfig', merchantId: string | null, cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } } };

export type UpdatePaymentMethodMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: PaymentMethodInput;
}>;


export type UpdatePaymentMethodMutation = { __typename?: 'Mutation', updatePaymentMethod: { __typename?: 'AdminPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, usageScope: PaymentUsageScope, provider: PaymentProvider, configJson: string, sortOrder: number, isActive: boolean, createdAt: string, updatedAt: string, config: { __typename?: 'AdminPaymentConfig', merchantId: string | null, cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } } };

export type TogglePaymentMethodMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type TogglePaymentMethodMutation = { __typename?: 'Mutation', togglePaymentMethod: { __typename?: 'AdminPaymentMethod', id: number, isActive: boolean } };

export type DeletePaymentMethodMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeletePaymentMethodMutation = { __typename?: 'Mutation', deletePaymentMethod: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type AdminProgramRowFieldsFragment = { __typename?: 'Program', id: number, name: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, targetBudget: number | string | null, raisedAmount: number | string, fundingPercentage: number, currentParticipants: number, maxParticipants: number | null };

export type AdminProgramFieldsFragment = { __typename?: 'Program', id: number, name: string, description: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, applicationDeadline: string | null, targetBudget: number | string | null, raisedAmount: number | string, imageUrl: string | null, coordinatorId: number | null, coordinatorName: string | null, coordinatorEmail: string | null, coordinatorPhone: string | null, location: string | null, duration: string | null, maxParticipants: number | null, benefitItems: Array<string>, eligibilityCriteria: string | null, requiredDocuments: string | null, requirementItems: Array<string>, timelineEvents: Array<{ __typename?: 'ProgramTimelineEvent', id: string | null, date: string, event: string, status: TimelineEventStatus }> };

export type AdminProgramsQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  search: InputMaybe<Scalars['String']['input']>;
  type: InputMaybe<ProgramType>;
  status: InputMaybe<ProgramStatus>;
}>;


export type AdminProgramsQuery = { __typename?: 'Query', adminPrograms: { __typename?: 'ProgramPage', totalElements: number, totalPages: number, content: Array<{ __typename?: 'Program', id: number, name: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, targetBudget: number | string | null, raisedAmount: number | string, fundingPercentage: number, currentParticipants: number, maxParticipants: number | null }> } };

export type AdminProgramStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProgramStatisticsQuery = { __typename?: 'Query', adminProgramStatistics: { __typename?: 'ProgramStatistics', totalFundingRaised: number | string, totalFundingTarget: number | string, totalActiveParticipants: number, activePrograms: number } };

export type AdminProgramQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminProgramQuery = { __typename?: 'Query', adminProgram: { __typename?: 'Program', id: number, name: string, description: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, applicationDeadline: string | null, targetBudget: number | string | null, raisedAmount: number | string, imageUrl: string | null, coordinatorId: number | null, coordinatorName: string | null, coordinatorEmail: string | null, coordinatorPhone: string | null, location: string | null, duration: string | null, maxParticipants: number | null, benefitItems: Array<string>, eligibilityCriteria: string | null, requiredDocuments: string | null, requirementItems: Array<string>, timelineEvents: Array<{ __typename?: 'ProgramTimelineEvent', id: string | null, date: string, event: string, status: TimelineEventStatus }> } | null };

export type CreateProgramMutationVariables = Exact<{
  input: ProgramInput;
}>;


export type CreateProgramMutation = { __typename?: 'Mutation', createProgram: { __typename?: 'Program', id: number, name: string, description: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, applicationDeadline: string | null, targetBudget: number | string | null, raisedAmount: number | string, imageUrl: string | null, coordinatorId: number | null, coordinatorName: string | null, coordinatorEmail: string | null, coordinatorPhone: string | null, location: string | null, duration: string | null, maxParticipants: number | null, benefitItems: Array<string>, eligibilityCriteria: string | null, requiredDocuments: string | null, requirementItems: Array<string>, timelineEvents: Array<{ __typename?: 'ProgramTimelineEvent', id: string | null, date: string, event: string, status: TimelineEventStatus }> } };

export type UpdateProgramMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: ProgramInput;
}>;


export type UpdateProgramMutation = { __typename?: 'Mutation', updateProgram: { __typename?: 'Program', id: number, name: string, description: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, applicationDeadline: string | null, targetBudget: number | string | null, raisedAmount: number | string, imageUrl: string | null, coordinatorId: number | null, coordinatorName: string | null, coordinatorEmail: string | null, coordinatorPhone: string | null, location: string | null, duration: string | null, maxParticipants: number | null, benefitItems: Array<string>, eligibilityCriteria: string | null, requiredDocuments: string | null, requirementItems: Array<string>, timelineEvents: Array<{ __typename?: 'ProgramTimelineEvent', id: string | null, date: string, event: string, status: TimelineEventStatus }> } };

export type DeleteProgramMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteProgramMutation = { __typename?: 'Mutation', deleteProgram: { __typename?: 'ProgramDeletion', ok: boolean, cancelled: boolean, message: string } };

export type AdminProgramSpendingsQueryVariables = Exact<{
  programId: Scalars['Int']['input'];
}>;


export type AdminProgramSpendingsQuery = { __typename?: 'Query', adminProgram: { __typename?: 'Program', id: number, name: string } | null, adminProgramSpendings: Array<{ __typename?: 'ProgramSpending', id: number, programId: number, spentOn: string, amount: number | string, description: string, receiptImageUrl: string | null, createdAt: string }> };

export type CreateProgramSpendingMutationVariables = Exact<{
  programId: Scalars['Int']['input'];
  input: ProgramSpendingInput;
}>;


export type CreateProgramSpendingMutation = { __typename?: 'Mutation', createProgramSpending: { __typename?: 'ProgramSpending', id: number, programId: number, spentOn: string, amount: number | string, description: string, receiptImageUrl: string | null, createdAt: string } };

export type UpdateProgramSpendingMutationVariables = Exact<{
  programId: Scalars['Int']['input'];
  spendingId: Scalars['Int']['input'];
  input: ProgramSpendingInput;
}>;


export type UpdateProgramSpendingMutation = { __typename?: 'Mutation', updateProgramSpending: { __typename?: 'ProgramSpending', id: number, programId: number, spentOn: string, amount: number | string, description: string, receiptImageUrl: string | null, createdAt: string } };

export type DeleteProgramSpendingMutationVariables = Exact<{
  programId: Scalars['Int']['input'];
  spendingId: Scalars['Int']['input'];
}>;


export type DeleteProgramSpendingMutation = { __typename?: 'Mutation', deleteProgramSpending: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type UpdateSiteSettingsMutationVariables = Exact<{
  input: SiteSettingsInput;
}>;


export type UpdateSiteSettingsMutation = { __typename?: 'Mutation', updateSiteSettings: { __typename?: 'SiteSettings', name: string, shortName: string, phone: string, email: string, address: string, openingHours: string | null, signupRequiresOtp: boolean, social: { __typename?: 'SocialLinks', instagram: string | null, twitter: string | null, linkedin: string | null, facebook: string | null } } };

export type BulkResultFieldsFragment = { __typename?: 'BulkResult', done: Array<number>, message: string, failed: Array<{ __typename?: 'BulkFailure', id: number, message: string }> };

export type UploadAdminImageMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type UploadAdminImageMutation = { __typename?: 'Mutation', uploadImage: { __typename?: 'UploadedFile', url: string } };

export type AdminSlidesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSlidesQuery = { __typename?: 'Query', adminSlides: Array<{ __typename?: 'Slide', id: number, title: string, description: string | null, imageUrl: string, link: string | null, displayOrder: number, published: boolean, showTitle: boolean, createdAt: string, updatedAt: string }> };

export type CreateSlideMutationVariables = Exact<{
  input: SlideInput;
}>;


export type CreateSlideMutation = { __typename?: 'Mutation', createSlide: { __typename?: 'Slide', id: number, title: string, description: string | null, imageUrl: string, link: string | null, displayOrder: number, published: boolean, showTitle: boolean, createdAt: string, updatedAt: string } };

export type UpdateSlideMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: SlideInput;
}>;


export type UpdateSlideMutation = { __typename?: 'Mutation', updateSlide: { __typename?: 'Slide', id: number, title: string, description: string | null, imageUrl: string, link: string | null, displayOrder: number, published: boolean, showTitle: boolean, createdAt: string, updatedAt: string } };

export type DeleteSlideMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteSlideMutation = { __typename?: 'Mutation', deleteSlide: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type ReorderSlidesMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type ReorderSlidesMutation = { __typename?: 'Mutation', reorderSlides: Array<{ __typename?: 'Slide', id: number, displayOrder: number }> };

export type AdminUserRowFieldsFragment = { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, profileImageUrl: string | null, createdAt: string };

export type AdminUserFormFieldsFragment = { __typename?: 'User', organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, profileImageUrl: string | null, createdAt: string };

export type AdminUsersQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  sortBy: InputMaybe<UserSortField>;
  sortDir: InputMaybe<SortDirection>;
  q: InputMaybe<Scalars['String']['input']>;
  type: InputMaybe<UserType>;
  active: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', adminUsers: { __typename?: 'UserPage', totalElements: number, totalPages: number, content: Array<{ __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, profileImageUrl: string | null, createdAt: string }> }, adminUserCounts: { __typename?: 'UserTypeCounts', total: number, STUDENT: number, DONOR: number, STAFF: number, ADMIN: number } };

export type AdminUserQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type AdminUserQuery = { __typename?: 'Query', adminUser: { __typename?: 'User', organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, profileImageUrl: string | null, createdAt: string } };

export type CreateUserMutationVariables = Exact<{
  input: AdminUserInput;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'User', organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, profileImageUrl: string | null, createdAt: string } };

export type UpdateUserMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: AdminUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, profileImageUrl: string | null, createdAt: string } };

export type ToggleUserStatusMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ToggleUserStatusMutation = { __typename?: 'Mutation', toggleUserStatus: { __typename?: 'User', id: number, isActive: boolean } };

export type ToggleUserVerificationMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ToggleUserVerificationMutation = { __typename?: 'Mutation', toggleUserVerification: { __typename?: 'User', id: number, emailVerified: boolean } };

export type DeleteUserMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type MobileLoginMutationVariables = Exact<{
  input: MobileLoginInput;
}>;


export type MobileLoginMutation = { __typename?: 'Mutation', mobileLogin: { __typename?: 'AuthPayload', otpRequired: boolean, token: string | null, message: string, user: { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } } | null } };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { __typename?: 'Mutation', signup: { __typename?: 'AuthPayload', otpRequired: boolean, token: string | null, message: string, user: { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } } | null } };

export type VerifyOtpMutationVariables = Exact<{
  input: VerifyOtpInput;
}>;


export type VerifyOtpMutation = { __typename?: 'Mutation', verifyOtp: { __typename?: 'AuthPayload', otpRequired: boolean, token: string | null, message: string, user: { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } } | null } };

export type SendOtpMutationVariables = Exact<{
  input: SendOtpInput;
}>;


export type SendOtpMutation = { __typename?: 'Mutation', sendOtp: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type SubmitContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SubmitContactMessageMutation = { __typename?: 'Mutation', submitContactMessage: { __typename?: 'ContactReceipt', id: number, message: string } };

export type PublicCoursesQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  query: InputMaybe<Scalars['String']['input']>;
  category: InputMaybe<CourseCategory>;
  level: InputMaybe<CourseLevel>;
  isFree: InputMaybe<Scalars['Boolean']['input']>;
  sort: CourseSort;
}>;


export type PublicCoursesQuery = { __typename?: 'Query', publicCourses: { __typename?: 'CoursePage', totalElements: number, totalPages: number, page: number, size: number, content: Array<{ __typename?: 'Course', id: number, title: string, shortDescription: string | null, category: CourseCategory, level: CourseLevel, price: number, originalPrice: number | null, isFree: boolean, durationHours: number, durationMinutes: number, maxStudents: number | null, skills: Array<string>, thumbnailUrl: string | null, instructorName: string | null, rating: number, reviewsCount: number, enrolledStudents: number, certificateProvided: boolean, language: CourseLanguage, status: CourseStatus, createdAt: string, lastUpdated: string }> } };

export type CourseFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseFilterOptionsQuery = { __typename?: 'Query', courseCategories: Array<{ __typename?: 'CourseCategoryOption', value: CourseCategory, label: string }>, courseLevels: Array<{ __typename?: 'CourseLevelOption', value: CourseLevel, label: string }> };

export type PublicCourseQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PublicCourseQuery = { __typename?: 'Query', publicCourse: { __typename?: 'Course', description: string | null, whatYouWillLearn: string | null, requirements: string | null, targetAudience: string | null, trailerVideoUrl: string | null, trailerEmbedUrl: string | null, autoPlayTrailer: boolean, showThumbnailOverlay: boolean, instructorId: number | null, totalLessons: number, id: number, title: string, shortDescription: string | null, category: CourseCategory, level: CourseLevel, price: number, originalPrice: number | null, isFree: boolean, durationHours: number, durationMinutes: number, maxStudents: number | null, skills: Array<string>, thumbnailUrl: string | null, instructorName: string | null, rating: number, reviewsCount: number, enrolledStudents: number, certificateProvided: boolean, language: CourseLanguage, status: CourseStatus, createdAt: string, lastUpdated: string, chapters: Array<{ __typename?: 'Chapter', id: number, title: string, description: string | null, durationMinutes: number, isFree: boolean, videoUrl: string | null, videoKey: string | null, lessons: Array<{ __typename?: 'Lesson', id: number, contentAvailable: boolean, title: string, description: string | null, contentType: LessonContentType, durationMinutes: number, isFree: boolean, isDownloadable: boolean, videoUrl: string | null, videoKey: string | null, contentText: string | null, resourcesUrls: string | null, notes: string | null }> }>, viewerEnrollment: { __typename?: 'CourseEnrollment', id: number, courseId: number, status: EnrollmentStatus, paymentMethod: string | null } | null, viewerProgress: { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null } | null, viewerCertificate: { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string } | null } | null };

export type CoursePaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type CoursePaymentMethodsQuery = { __typename?: 'Query', activePaymentMethods: Array<{ __typename?: 'PublicPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, provider: PaymentProvider, usageScope: PaymentUsageScope, sortOrder: number, config: { __typename?: 'PublicPaymentConfig', cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } }> };

export type ViewerEnrollmentFieldsFragment = { __typename?: 'CourseEnrollment', id: number, courseId: number, status: EnrollmentStatus, paymentMethod: string | null };

export type EnrollInCourseMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
  paymentMethod: InputMaybe<Scalars['String']['input']>;
}>;


export type EnrollInCourseMutation = { __typename?: 'Mutation', enrollInCourse: { __typename?: 'EnrollmentResult', requiresGateway: boolean, gatewayUrl: string | null, message: string, enrollment: { __typename?: 'CourseEnrollment', id: number, courseId: number, status: EnrollmentStatus, paymentMethod: string | null } } };

export type ProgramPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramPaymentMethodsQuery = { __typename?: 'Query', activePaymentMethods: Array<{ __typename?: 'PublicPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, provider: PaymentProvider, usageScope: PaymentUsageScope, sortOrder: number, config: { __typename?: 'PublicPaymentConfig', cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } }> };

export type CreateDonationMutationVariables = Exact<{
  input: DonationInput;
}>;


export type CreateDonationMutation = { __typename?: 'Mutation', createDonation: { __typename?: 'DonationReceipt', id: number, status: DonationStatus, amount: number, requiresGateway: boolean, receiptLink: string | null, message: string, paymentMethod: { __typename?: 'PublicPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, provider: PaymentProvider, usageScope: PaymentUsageScope, sortOrder: number, config: { __typename?: 'PublicPaymentConfig', cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } } } };

export type RequestZarinpalPaymentMutationVariables = Exact<{
  donationId: Scalars['Int']['input'];
}>;


export type RequestZarinpalPaymentMutation = { __typename?: 'Mutation', requestZarinpalPayment: { __typename?: 'PaymentRedirect', gatewayUrl: string, authority: string } };

export type PublicSlidesQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSlidesQuery = { __typename?: 'Query', publicSlides: Array<{ __typename?: 'Slide', id: number, title: string, description: string | null, imageUrl: string, link: string | null, showTitle: boolean }> };

export type PublicLandingQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicLandingQuery = { __typename?: 'Query', publicLanding: { __typename?: 'Landing', hero: { __typename?: 'LandingHero', title: string | null, subtitle: string | null }, stats: { __typename?: 'LandingStats', title: string | null, subtitle: string | null, studentsHelped: string | null, donorsActive: string | null, projectsCompleted: string | null, fundsRaised: string | null }, programs: { __typename?: 'LandingPrograms', title: string | null, subtitle: string | null, scholarships: string | null, supplies: string | null, mentorship: string | null, infrastructure: string | null }, testimonials: { __typename?: 'LandingTestimonials', title: string | null, subtitle: string | null, data: string | null }, cta: { __typename?: 'LandingCta', title: string | null, subtitle: string | null } } };

export type CourseLearningStateFragment = { __typename?: 'Course', id: number, viewerProgress: { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null } | null, viewerCertificate: { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string } | null };

export type MarkLessonDoneMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
  lessonId: Scalars['Int']['input'];
}>;


export type MarkLessonDoneMutation = { __typename?: 'Mutation', markLessonDone: { __typename?: 'LessonCompletionResult', message: string, progress: { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null }, certificate: { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string } | null } };

export type UnmarkLessonDoneMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
  lessonId: Scalars['Int']['input'];
}>;


export type UnmarkLessonDoneMutation = { __typename?: 'Mutation', unmarkLessonDone: { __typename?: 'LessonCompletionResult', message: string, progress: { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null }, certificate: { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string } | null } };

export type ClaimCertificateMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
}>;


export type ClaimCertificateMutation = { __typename?: 'Mutation', claimCertificate: { __typename?: 'LessonCompletionResult', message: string, progress: { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null }, certificate: { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string } | null } };

export type MyLearningQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLearningQuery = { __typename?: 'Query', myCourses: Array<{ __typename?: 'Course', id: number, title: string, shortDescription: string | null, category: CourseCategory, level: CourseLevel, price: number, originalPrice: number | null, isFree: boolean, durationHours: number, durationMinutes: number, maxStudents: number | null, skills: Array<string>, thumbnailUrl: string | null, instructorName: string | null, rating: number, reviewsCount: number, enrolledStudents: number, certificateProvided: boolean, language: CourseLanguage, status: CourseStatus, createdAt: string, lastUpdated: string, viewerProgress: { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null } | null, viewerCertificate: { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string } | null }> };

export type VerifyCertificateQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type VerifyCertificateQuery = { __typename?: 'Query', verifyCertificate: { __typename?: 'CertificateVerification', studentName: string, courseTitle: string, issuedAt: string, verificationCode: string } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type RecentNotificationsQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type RecentNotificationsQuery = { __typename?: 'Query', recentNotifications: Array<{ __typename?: 'Notification', id: number, type: NotificationType, title: string, message: string, actionUrl: string | null, isRead: boolean, readAt: string | null, timeAgo: string, createdAt: string }> };

export type NotificationsQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationPage', page: number, size: number, totalElements: number, totalPages: number, content: Array<{ __typename?: 'Notification', id: number, type: NotificationType, title: string, message: string, actionUrl: string | null, isRead: boolean, readAt: string | null, timeAgo: string, createdAt: string }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type MarkNotificationReadMutation = { __typename?: 'Mutation', markNotificationRead: { __typename?: 'Notification', id: number, isRead: boolean, readAt: string | null } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: { __typename?: 'NotificationCount', count: number } };

export type DeleteNotificationMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteNotificationMutation = { __typename?: 'Mutation', deleteNotification: boolean };

export type NotificationEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationEventsSubscription = { __typename?: 'Subscription', notificationEvents: { __typename?: 'NotificationEvent', unreadCount: number, notification: { __typename?: 'Notification', id: number, type: NotificationType, title: string, message: string, actionUrl: string | null, isRead: boolean, readAt: string | null, timeAgo: string, createdAt: string } | null } };

export type PublicPageLayoutQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PublicPageLayoutQuery = { __typename?: 'Query', publicPageLayout: { __typename?: 'PageLayout', id: number, name: string, description: string | null, content: { __typename?: 'PageLayoutContent', error: string | null, components: Array<{ __typename?: 'PageComponent', id: string, type: string, props:
          | { __typename: 'ButtonProps', text: string, link: string | null, style: string, size: string, alignment: string }
          | { __typename: 'CtaProps', title: string, subtitle: string, primaryButtonText: string, primaryButtonLink: string | null, secondaryButtonText: string, secondaryButtonLink: string | null, backgroundColor: string | null }
          | { __typename: 'HeroProps', title: string, subtitle: string, backgroundType: string, showSlideshow: boolean, buttonText: string, buttonLink: string | null, secondaryButtonText: string, secondaryButtonLink: string | null, backgroundImage: string | null, backgroundColor: string | null }
          | { __typename: 'ImageBlockProps', src: string | null, alt: string, caption: string, width: string, height: string, alignment: string }
          | { __typename: 'ProgramsProps', title: string, subtitle: string, items: Array<{ __typename?: 'ProgramTeaser', image: string | null, title: string, description: string, link: string | null }> }
          | { __typename: 'SpacerProps', height: string }
          | { __typename: 'StatsProps', title: string, subtitle: string, items: Array<{ __typename?: 'StatItem', icon: string, value: string, label: string, color: string }> }
          | { __typename: 'TestimonialsProps', title: string, subtitle: string, items: Array<{ __typename?: 'Testimonial', content: string, name: string, role: string, avatar: string | null, rating: number }> }
          | { __typename: 'TextBlockProps', content: string, textAlign: string, fontSize: string, textColor: string | null }
         | null }> } } | null };

export type PageLayoutContentFieldsFragment = { __typename?: 'PageLayoutContent', error: string | null, components: Array<{ __typename?: 'PageComponent', id: string, type: string, props:
      | { __typename: 'ButtonProps', text: string, link: string | null, style: string, size: string, alignment: string }
      | { __typename: 'CtaProps', title: string, subtitle: string, primaryButtonText: string, primaryButtonLink: string | null, secondaryButtonText: string, secondaryButtonLink: string | null, backgroundColor: string | null }
      | { __typename: 'HeroProps', title: string, subtitle: string, backgroundType: string, showSlideshow: boolean, buttonText: string, buttonLink: string | null, secondaryButtonText: string, secondaryButtonLink: string | null, backgroundImage: string | null, backgroundColor: string | null }
      | { __typename: 'ImageBlockProps', src: string | null, alt: string, caption: string, width: string, height: string, alignment: string }
      | { __typename: 'ProgramsProps', title: string, subtitle: string, items: Array<{ __typename?: 'ProgramTeaser', image: string | null, title: string, description: string, link: string | null }> }
      | { __typename: 'SpacerProps', height: string }
      | { __typename: 'StatsProps', title: string, subtitle: string, items: Array<{ __typename?: 'StatItem', icon: string, value: string, label: string, color: string }> }
      | { __typename: 'TestimonialsProps', title: string, subtitle: string, items: Array<{ __typename?: 'Testimonial', content: string, name: string, role: string, avatar: string | null, rating: number }> }
      | { __typename: 'TextBlockProps', content: string, textAlign: string, fontSize: string, textColor: string | null }
     | null }> };

export type PublicPageByKeyQueryVariables = Exact<{
  pageKey: Scalars['String']['input'];
}>;


export type PublicPageByKeyQuery = { __typename?: 'Query', publicPageByKey: { __typename?: 'PageLayout', id: number, name: string, description: string | null, content: { __typename?: 'PageLayoutContent', error: string | null, components: Array<{ __typename?: 'PageComponent', id: string, type: string, props:
          | { __typename: 'ButtonProps', text: string, link: string | null, style: string, size: string, alignment: string }
          | { __typename: 'CtaProps', title: string, subtitle: string, primaryButtonText: string, primaryButtonLink: string | null, secondaryButtonText: string, secondaryButtonLink: string | null, backgroundColor: string | null }
          | { __typename: 'HeroProps', title: string, subtitle: string, backgroundType: string, showSlideshow: boolean, buttonText: string, buttonLink: string | null, secondaryButtonText: string, secondaryButtonLink: string | null, backgroundImage: string | null, backgroundColor: string | null }
          | { __typename: 'ImageBlockProps', src: string | null, alt: string, caption: string, width: string, height: string, alignment: string }
          | { __typename: 'ProgramsProps', title: string, subtitle: string, items: Array<{ __typename?: 'ProgramTeaser', image: string | null, title: string, description: string, link: string | null }> }
          | { __typename: 'SpacerProps', height: string }
          | { __typename: 'StatsProps', title: string, subtitle: string, items: Array<{ __typename?: 'StatItem', icon: string, value: string, label: string, color: string }> }
          | { __typename: 'TestimonialsProps', title: string, subtitle: string, items: Array<{ __typename?: 'Testimonial', content: string, name: string, role: string, avatar: string | null, rating: number }> }
          | { __typename: 'TextBlockProps', content: string, textAlign: string, fontSize: string, textColor: string | null }
         | null }> } } | null };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { __typename?: 'Query', myProfile: { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, dashboard: { __typename?: 'DashboardStats', donor: { __typename?: 'DonorDashboard', studentsHelped: number, overallImpact: number } | null, student: { __typename?: 'StudentDashboard', requests: number, pendingRequests: number, scholarshipReceived: number | string, activeCourses: number, lessonsAvailable: number } | null, staff: { __typename?: 'StaffDashboard', studentsManaged: number, activeProjects: number, projectsManaged: number, budgetManaged: number | string, raisedAmount: number | string, successRate: number | null } | null }, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileUpdateInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } } };

export type ConfirmPhoneChangeMutationVariables = Exact<{
  input: ConfirmPhoneChangeInput;
}>;


export type ConfirmPhoneChangeMutation = { __typename?: 'Mutation', confirmPhoneChange: { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } } };

export type ResendPhoneChangeCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendPhoneChangeCodeMutation = { __typename?: 'Mutation', resendPhoneChangeCode: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type UploadProfileImageMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type UploadProfileImageMutation = { __typename?: 'Mutation', uploadImage: { __typename?: 'UploadedFile', url: string } };

export type ProgramCardFieldsFragment = { __typename?: 'Program', id: number, name: string, description: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, duration: string | null, imageUrl: string | null, targetBudget: number | string | null, raisedAmount: number | string, fundingPercentage: number, eligibilityItems: Array<string>, maxParticipants: number | null, currentParticipants: number };

export type PublicProgramsQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  status: InputMaybe<ProgramStatus>;
  search: InputMaybe<Scalars['String']['input']>;
}>;


export type PublicProgramsQuery = { __typename?: 'Query', publicPrograms: { __typename?: 'ProgramPage', totalElements: number, totalPages: number, page: number, size: number, content: Array<{ __typename?: 'Program', id: number, name: string, description: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, duration: string | null, imageUrl: string | null, targetBudget: number | string | null, raisedAmount: number | string, fundingPercentage: number, eligibilityItems: Array<string>, maxParticipants: number | null, currentParticipants: number }> } };

export type PublicProgramQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PublicProgramQuery = { __typename?: 'Query', publicProgram: { __typename?: 'Program', location: string | null, applicationDeadline: string | null, availableSlots: number | null, acceptingApplications: boolean, benefitItems: Array<string>, requirementItems: Array<string>, requiredDocumentItems: Array<string>, coordinatorName: string | null, coordinatorEmail: string | null, coordinatorPhone: string | null, updatedAt: string, id: number, name: string, description: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, duration: string | null, imageUrl: string | null, targetBudget: number | string | null, raisedAmount: number | string, fundingPercentage: number, eligibilityItems: Array<string>, maxParticipants: number | null, currentParticipants: number, timelineEvents: Array<{ __typename?: 'ProgramTimelineEvent', event: string, date: string, status: TimelineEventStatus }> } | null };

export type SupporterFieldsFragment = { __typename?: 'Donation', id: number, amount: number, donorName: string | null, donorImageUrl: string | null, isAnonymous: boolean, message: string | null, donationDate: string };

export type ProgramSupportersQueryVariables = Exact<{
  programId: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  topLimit: Scalars['Int']['input'];
}>;


export type ProgramSupportersQuery = { __typename?: 'Query', programDonations: { __typename?: 'DonationPage', totalElements: number, content: Array<{ __typename?: 'Donation', id: number, amount: number, donorName: string | null, donorImageUrl: string | null, isAnonymous: boolean, message: string | null, donationDate: string }> }, programTopDonations: Array<{ __typename?: 'Donation', id: number, amount: number, donorName: string | null, donorImageUrl: string | null, isAnonymous: boolean, message: string | null, donationDate: string }>, programDonationStats: { __typename?: 'ProgramDonationStats', programId: number, totalAmount: number | string, totalDonations: number, totalDonors: number } };

export type MyDonationHistoryQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  size: Scalars['Int']['input'];
  jalaliYear: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyDonationHistoryQuery = { __typename?: 'Query', myDonationYears: Array<number>, myDonations: { __typename?: 'DonationPage', totalElements: number, totalPages: number, page: number, size: number, content: Array<{ __typename?: 'Donation', id: number, programId: number, programName: string, amount: number, paymentMethodName: string, status: DonationStatus, donationDate: string, paymentReference: string | null, receiptNumber: string | null }> } };

export type VerifyReceiptQueryVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type VerifyReceiptQuery = { __typename?: 'Query', verifyReceipt: { __typename?: 'ReceiptVerification', number: string, verificationCode: string, amount: number, completedAt: string, programName: string, donorName: string | null, isAnonymous: boolean } };

export type ProgramSpendingFieldsFragment = { __typename?: 'ProgramSpending', id: number, programId: number, spentOn: string, amount: number | string, description: string, receiptImageUrl: string | null, createdAt: string };

export type ProgramTransparencyQueryVariables = Exact<{
  programId: Scalars['Int']['input'];
}>;


export type ProgramTransparencyQuery = { __typename?: 'Query', programTransparency: { __typename?: 'ProgramTransparency', programId: number, targetBudget: number | string | null, moneyIn: number | string, moneyOut: number | string, donorCount: number, months: Array<{ __typename?: 'TransparencyMonth', jalaliYear: number, jalaliMonth: number, monthName: string, raised: number | string, raisedToDate: number | string, spent: number | string }>, spendings: Array<{ __typename?: 'ProgramSpending', id: number, programId: number, spentOn: string, amount: number | string, description: string, receiptImageUrl: string | null, createdAt: string }> } | null };

export type FinancialReportQueryVariables = Exact<{
  jalaliYear: InputMaybe<Scalars['Int']['input']>;
}>;


export type FinancialReportQuery = { __typename?: 'Query', financialReport: { __typename?: 'FinancialReport', jalaliYear: number, years: Array<number>, moneyIn: number | string, moneyOut: number | string, programs: Array<{ __typename?: 'ProgramYearTotals', programId: number, programName: string, moneyIn: number | string, donationCount: number, moneyOut: number | string }> } };

export type AuthPayloadFieldsFragment = { __typename?: 'AuthPayload', otpRequired: boolean, token: string | null, message: string, user: { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } } | null };

export type ActionResultFieldsFragment = { __typename?: 'ActionResult', ok: boolean, message: string };

export type CourseFieldsFragment = { __typename?: 'Course', id: number, title: string, shortDescription: string | null, category: CourseCategory, level: CourseLevel, price: number, originalPrice: number | null, isFree: boolean, durationHours: number, durationMinutes: number, maxStudents: number | null, skills: Array<string>, thumbnailUrl: string | null, instructorName: string | null, rating: number, reviewsCount: number, enrolledStudents: number, certificateProvided: boolean, language: CourseLanguage, status: CourseStatus, createdAt: string, lastUpdated: string };

export type CourseDetailFieldsFragment = { __typename?: 'Course', description: string | null, whatYouWillLearn: string | null, requirements: string | null, targetAudience: string | null, trailerVideoUrl: string | null, trailerEmbedUrl: string | null, autoPlayTrailer: boolean, showThumbnailOverlay: boolean, instructorId: number | null, totalLessons: number, id: number, title: string, shortDescription: string | null, category: CourseCategory, level: CourseLevel, price: number, originalPrice: number | null, isFree: boolean, durationHours: number, durationMinutes: number, maxStudents: number | null, skills: Array<string>, thumbnailUrl: string | null, instructorName: string | null, rating: number, reviewsCount: number, enrolledStudents: number, certificateProvided: boolean, language: CourseLanguage, status: CourseStatus, createdAt: string, lastUpdated: string, chapters: Array<{ __typename?: 'Chapter', id: number, title: string, description: string | null, durationMinutes: number, isFree: boolean, videoUrl: string | null, videoKey: string | null, lessons: Array<{ __typename?: 'Lesson', id: number, title: string, description: string | null, contentType: LessonContentType, durationMinutes: number, isFree: boolean, isDownloadable: boolean, videoUrl: string | null, videoKey: string | null, contentText: string | null, resourcesUrls: string | null, notes: string | null }> }> };

export type CourseEnrollmentFieldsFragment = { __typename?: 'CourseEnrollment', id: number, courseId: number, status: EnrollmentStatus, amountPaid: number, paymentMethod: string | null, createdAt: string, updatedAt: string };

export type DonationFieldsFragment = { __typename?: 'Donation', id: number, programId: number, programName: string, programTitle: string, amount: number, donorName: string | null, donorEmail: string | null, donorImageUrl: string | null, message: string | null, isAnonymous: boolean, paymentMethod: string, status: DonationStatus, donationDate: string, completedAt: string | null, paymentReference: string | null, paymentMethodName: string, receiptNumber: string | null };

export type LandingFieldsFragment = { __typename?: 'Landing', hero: { __typename?: 'LandingHero', title: string | null, subtitle: string | null }, stats: { __typename?: 'LandingStats', title: string | null, subtitle: string | null, studentsHelped: string | null, donorsActive: string | null, projectsCompleted: string | null, fundsRaised: string | null }, programs: { __typename?: 'LandingPrograms', title: string | null, subtitle: string | null, scholarships: string | null, supplies: string | null, mentorship: string | null, infrastructure: string | null }, testimonials: { __typename?: 'LandingTestimonials', title: string | null, subtitle: string | null, data: string | null }, cta: { __typename?: 'LandingCta', title: string | null, subtitle: string | null } };

export type LandingContentItemFieldsFragment = { __typename?: 'LandingContentItem', id: number, sectionKey: string, section: string, title: string | null, subtitle: string | null, content: string | null, imageUrl: string | null, linkUrl: string | null, linkText: string | null, orderIndex: number, isActive: boolean, extraData: string | null, createdAt: string, updatedAt: string };

export type LandingSectionSummaryFieldsFragment = { __typename?: 'LandingSectionSummary', section: string, count: number, activeCount: number };

export type CourseProgressFieldsFragment = { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null };

export type CertificateFieldsFragment = { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string };

export type CertificateVerificationFieldsFragment = { __typename?: 'CertificateVerification', studentName: string, courseTitle: string, issuedAt: string, verificationCode: string };

export type LessonCompletionResultFieldsFragment = { __typename?: 'LessonCompletionResult', message: string, progress: { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null }, certificate: { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string } | null };

export type MyCourseFieldsFragment = { __typename?: 'Course', id: number, title: string, shortDescription: string | null, category: CourseCategory, level: CourseLevel, price: number, originalPrice: number | null, isFree: boolean, durationHours: number, durationMinutes: number, maxStudents: number | null, skills: Array<string>, thumbnailUrl: string | null, instructorName: string | null, rating: number, reviewsCount: number, enrolledStudents: number, certificateProvided: boolean, language: CourseLanguage, status: CourseStatus, createdAt: string, lastUpdated: string, viewerProgress: { __typename?: 'CourseProgress', courseId: number, totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null } | null, viewerCertificate: { __typename?: 'Certificate', id: number, courseId: number, studentName: string, courseTitle: string, verificationCode: string, issuedAt: string, verificationUrl: string, downloadUrl: string, printUrl: string } | null };

export type NotificationFieldsFragment = { __typename?: 'Notification', id: number, type: NotificationType, title: string, message: string, actionUrl: string | null, isRead: boolean, readAt: string | null, timeAgo: string, createdAt: string };

export type PageLayoutFieldsFragment = { __typename?: 'PageLayout', id: number, name: string, description: string | null, pageKey: string, version: number, isPublished: boolean, hasUnpublishedChanges: boolean, publishedAt: string | null, publicPath: string | null, layoutData: string, createdAt: string, updatedAt: string };

export type PageLayoutVersionFieldsFragment = { __typename?: 'PageLayoutVersion', id: number, layoutId: number, version: number, name: string, description: string | null, pageKey: string, layoutData: string, publishedAt: string, publishedBy: number | null, publishedByName: string | null, isLatest: boolean };

export type PageLayoutTemplateFieldsFragment = { __typename?: 'PageLayoutTemplate', key: string, name: string, description: string, layoutData: string };

export type AdminPaymentMethodFieldsFragment = { __typename?: 'AdminPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, usageScope: PaymentUsageScope, provider: PaymentProvider, configJson: string, sortOrder: number, isActive: boolean, createdAt: string, updatedAt: string };

export type PublicPaymentMethodFieldsFragment = { __typename?: 'PublicPaymentMethod', id: number, code: string, displayNameFa: string, displayNameEn: string | null, description: string | null, icon: string | null, provider: PaymentProvider, usageScope: PaymentUsageScope, sortOrder: number, config: { __typename?: 'PublicPaymentConfig', cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } };

export type ProgramFieldsFragment = { __typename?: 'Program', id: number, name: string, description: string, programType: ProgramType, status: ProgramStatus, startDate: string | null, endDate: string | null, applicationDeadline: string | null, imageUrl: string | null, location: string | null, duration: string | null, targetBudget: number | string | null, raisedAmount: number | string, fundingPercentage: number, maxParticipants: number | null, currentParticipants: number, availableSlots: number | null, acceptingApplications: boolean, eligibilityCriteria: string | null, requiredDocuments: string | null, benefits: string | null, requirements: string | null, timeline: string, coordinatorId: number | null, coordinatorName: string | null, coordinatorEmail: string | null, coordinatorPhone: string | null, createdAt: string, updatedAt: string };

export type SiteSettingsFieldsFragment = { __typename?: 'SiteSettings', name: string, shortName: string, phone: string, email: string, address: string, openingHours: string | null, signupRequiresOtp: boolean, social: { __typename?: 'SocialLinks', instagram: string | null, twitter: string | null, linkedin: string | null, facebook: string | null } };

export type SlideFieldsFragment = { __typename?: 'Slide', id: number, title: string, description: string | null, imageUrl: string, link: string | null, displayOrder: number, published: boolean, showTitle: boolean, createdAt: string, updatedAt: string };

export type UserFieldsFragment = { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } };

export type UserWithDashboardFieldsFragment = { __typename?: 'User', id: number, firstName: string, lastName: string, fullName: string, email: string | null, phoneNumber: string, userType: UserType, isActive: boolean, emailVerified: boolean, phoneVerified: boolean, pendingPhoneNumber: string | null, organization: string | null, staffPosition: StaffPosition | null, studentId: string | null, educationLevel: EducationLevel | null, profileImageUrl: string | null, lastLoginAt: string | null, createdAt: string, updatedAt: string, profileCompletion: number, totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, dashboard: { __typename?: 'DashboardStats', donor: { __typename?: 'DonorDashboard', studentsHelped: number, overallImpact: number } | null, student: { __typename?: 'StudentDashboard', requests: number, pendingRequests: number, scholarshipReceived: number | string, activeCourses: number, lessonsAvailable: number } | null, staff: { __typename?: 'StaffDashboard', studentsManaged: number, activeProjects: number, projectsManaged: number, budgetManaged: number | string, raisedAmount: number | string, successRate: number | null } | null }, programStats: Array<{ __typename?: 'ProgramDonationStat', programId: number, programName: string, totalAmount: number, donationCount: number, lastDonationDate: string | null }>, notificationSettings: { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean }, privacySettings: { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean } };

export type NotificationSettingsFieldsFragment = { __typename?: 'NotificationSettings', emailNotifications: boolean, smsNotifications: boolean, donationUpdates: boolean, programUpdates: boolean, courseUpdates: boolean, newsletter: boolean };

export type PrivacySettingsFieldsFragment = { __typename?: 'PrivacySettings', showNameOnDonations: boolean, showInSupporterLists: boolean, showProfileImage: boolean };

export type DashboardStatsFieldsFragment = { __typename?: 'DashboardStats', donor: { __typename?: 'DonorDashboard', studentsHelped: number, overallImpact: number } | null, student: { __typename?: 'StudentDashboard', requests: number, pendingRequests: number, scholarshipReceived: number | string, activeCourses: number, lessonsAvailable: number } | null, staff: { __typename?: 'StaffDashboard', studentsManaged: number, activeProjects: number, projectsManaged: number, budgetManaged: number | string, raisedAmount: number | string, successRate: number | null } | null };

export const AdminContactFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminContactFieldsFragment, unknown>;
export const AdminCourseRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]} as unknown as DocumentNode<AdminCourseRowFieldsFragment, unknown>;
export const AdminCourseStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminCourseStatusFieldsFragment, unknown>;
export const AdminCourseLessonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseLessonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"resourcesUrls"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadable"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<AdminCourseLessonFieldsFragment, unknown>;
export const AdminCourseFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"whatYouWillLearn"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trailerVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlayTrailer"}},{"kind":"Field","name":{"kind":"Name","value":"showThumbnailOverlay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseLessonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseLessonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"resourcesUrls"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadable"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<AdminCourseFormFieldsFragment, unknown>;
export const AdminPaymentMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configJson"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminPaymentMethodFieldsFragment, unknown>;
export const AdminPaymentMethodRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentMethodFields"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configJson"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminPaymentMethodRowFieldsFragment, unknown>;
export const AdminProgramRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fundingPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"currentParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}}]}}]} as unknown as DocumentNode<AdminProgramRowFieldsFragment, unknown>;
export const AdminProgramFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorId"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorName"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"benefitItems"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"requirementItems"}},{"kind":"Field","name":{"kind":"Name","value":"timelineEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminProgramFieldsFragment, unknown>;
export const BulkResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<BulkResultFieldsFragment, unknown>;
export const AdminUserRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserRowFieldsFragment, unknown>;
export const AdminUserFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserFormFieldsFragment, unknown>;
export const ViewerEnrollmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}}]}}]} as unknown as DocumentNode<ViewerEnrollmentFieldsFragment, unknown>;
export const CourseProgressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}}]} as unknown as DocumentNode<CourseProgressFieldsFragment, unknown>;
export const CertificateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}}]} as unknown as DocumentNode<CertificateFieldsFragment, unknown>;
export const CourseLearningStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseLearningState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCertificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}}]} as unknown as DocumentNode<CourseLearningStateFragment, unknown>;
export const PageLayoutContentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutContentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeroProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundType"}},{"kind":"Field","name":{"kind":"Name","value":"showSlideshow"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLink"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImage"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestimonialsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CtaProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlockProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"textAlign"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlockProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ButtonProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpacerProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PageLayoutContentFieldsFragment, unknown>;
export const ProgramCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fundingPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityItems"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"currentParticipants"}}]}}]} as unknown as DocumentNode<ProgramCardFieldsFragment, unknown>;
export const SupporterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupporterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donorImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"donationDate"}}]}}]} as unknown as DocumentNode<SupporterFieldsFragment, unknown>;
export const ProgramSpendingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramSpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"spentOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"receiptImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProgramSpendingFieldsFragment, unknown>;
export const NotificationSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}}]} as unknown as DocumentNode<NotificationSettingsFieldsFragment, unknown>;
export const PrivacySettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}}]} as unknown as DocumentNode<PrivacySettingsFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const AuthPayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}}]} as unknown as DocumentNode<AuthPayloadFieldsFragment, unknown>;
export const ActionResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ActionResultFieldsFragment, unknown>;
export const CourseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsCount"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]} as unknown as DocumentNode<CourseFieldsFragment, unknown>;
export const CourseDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"whatYouWillLearn"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"trailerVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trailerEmbedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlayTrailer"}},{"kind":"Field","name":{"kind":"Name","value":"showThumbnailOverlay"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadable"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"resourcesUrls"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsCount"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]} as unknown as DocumentNode<CourseDetailFieldsFragment, unknown>;
export const CourseEnrollmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CourseEnrollmentFieldsFragment, unknown>;
export const DonationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"programTitle"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"donorImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"donationDate"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodName"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}}]}}]} as unknown as DocumentNode<DonationFieldsFragment, unknown>;
export const LandingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Landing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hero"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"studentsHelped"}},{"kind":"Field","name":{"kind":"Name","value":"donorsActive"}},{"kind":"Field","name":{"kind":"Name","value":"projectsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"fundsRaised"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"scholarships"}},{"kind":"Field","name":{"kind":"Name","value":"supplies"}},{"kind":"Field","name":{"kind":"Name","value":"mentorship"}},{"kind":"Field","name":{"kind":"Name","value":"infrastructure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}}]}}]}}]} as unknown as DocumentNode<LandingFieldsFragment, unknown>;
export const LandingContentItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingContentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"extraData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LandingContentItemFieldsFragment, unknown>;
export const LandingSectionSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingSectionSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LandingSectionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}}]}}]} as unknown as DocumentNode<LandingSectionSummaryFieldsFragment, unknown>;
export const CertificateVerificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateVerificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateVerification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}}]}}]} as unknown as DocumentNode<CertificateVerificationFieldsFragment, unknown>;
export const LessonCompletionResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LessonCompletionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LessonCompletionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}}]} as unknown as DocumentNode<LessonCompletionResultFieldsFragment, unknown>;
export const MyCourseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCertificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsCount"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}}]} as unknown as DocumentNode<MyCourseFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeAgo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const PageLayoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PageLayoutFieldsFragment, unknown>;
export const PageLayoutVersionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layoutId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedByName"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}}]}}]} as unknown as DocumentNode<PageLayoutVersionFieldsFragment, unknown>;
export const PageLayoutTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}}]}}]} as unknown as DocumentNode<PageLayoutTemplateFieldsFragment, unknown>;
export const PublicPaymentMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<PublicPaymentMethodFieldsFragment, unknown>;
export const ProgramFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fundingPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"currentParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"availableSlots"}},{"kind":"Field","name":{"kind":"Name","value":"acceptingApplications"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"benefits"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorId"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorName"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProgramFieldsFragment, unknown>;
export const SiteSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"social"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signupRequiresOtp"}}]}}]} as unknown as DocumentNode<SiteSettingsFieldsFragment, unknown>;
export const SlideFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"showTitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SlideFieldsFragment, unknown>;
export const DashboardStatsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentsHelped"}},{"kind":"Field","name":{"kind":"Name","value":"overallImpact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRequests"}},{"kind":"Field","name":{"kind":"Name","value":"scholarshipReceived"}},{"kind":"Field","name":{"kind":"Name","value":"activeCourses"}},{"kind":"Field","name":{"kind":"Name","value":"lessonsAvailable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentsManaged"}},{"kind":"Field","name":{"kind":"Name","value":"activeProjects"}},{"kind":"Field","name":{"kind":"Name","value":"projectsManaged"}},{"kind":"Field","name":{"kind":"Name","value":"budgetManaged"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}}]}}]}}]} as unknown as DocumentNode<DashboardStatsFieldsFragment, unknown>;
export const UserWithDashboardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserWithDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentsHelped"}},{"kind":"Field","name":{"kind":"Name","value":"overallImpact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRequests"}},{"kind":"Field","name":{"kind":"Name","value":"scholarshipReceived"}},{"kind":"Field","name":{"kind":"Name","value":"activeCourses"}},{"kind":"Field","name":{"kind":"Name","value":"lessonsAvailable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentsManaged"}},{"kind":"Field","name":{"kind":"Name","value":"activeProjects"}},{"kind":"Field","name":{"kind":"Name","value":"projectsManaged"}},{"kind":"Field","name":{"kind":"Name","value":"budgetManaged"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}}]}}]}}]} as unknown as DocumentNode<UserWithDashboardFieldsFragment, unknown>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"social"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signupRequiresOtp"}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"actorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ADMIN"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const AdminContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminContactCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"NEW"}},{"kind":"Field","name":{"kind":"Name","value":"IN_PROGRESS"}},{"kind":"Field","name":{"kind":"Name","value":"RESOLVED"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminContactsQuery, AdminContactsQueryVariables>;
export const UpdateContactStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContactStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContactStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateContactStatusMutation, UpdateContactStatusMutationVariables>;
export const BulkUpdateContactStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkUpdateContactStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateContactStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<BulkUpdateContactStatusMutation, BulkUpdateContactStatusMutationVariables>;
export const AdminCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminCourseStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"drafts"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]} as unknown as DocumentNode<AdminCoursesQuery, AdminCoursesQueryVariables>;
export const PublishCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<PublishCourseMutation, PublishCourseMutationVariables>;
export const DraftCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"draftCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DraftCourseMutation, DraftCourseMutationVariables>;
export const ArchiveCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ArchiveCourseMutation, ArchiveCourseMutationVariables>;
export const DeleteCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DeleteCourseMutation, DeleteCourseMutationVariables>;
export const AdminCourseVideosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourseVideos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCourseVideosQuery, AdminCourseVideosQueryVariables>;
export const SetLessonVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLessonVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"videoKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"videoUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLessonVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"videoKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"videoKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"videoUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"videoUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}}]}}]}}]} as unknown as DocumentNode<SetLessonVideoMutation, SetLessonVideoMutationVariables>;
export const AdminCourseFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourseForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseLessonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"resourcesUrls"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadable"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"whatYouWillLearn"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trailerVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlayTrailer"}},{"kind":"Field","name":{"kind":"Name","value":"showThumbnailOverlay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseLessonFields"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCourseFormQuery, AdminCourseFormQueryVariables>;
export const CreateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thumbnail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"thumbnail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thumbnail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseLessonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"resourcesUrls"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadable"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"whatYouWillLearn"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trailerVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlayTrailer"}},{"kind":"Field","name":{"kind":"Name","value":"showThumbnailOverlay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseLessonFields"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCourseMutation, CreateCourseMutationVariables>;
export const UpdateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"thumbnail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"thumbnail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"thumbnail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseLessonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"resourcesUrls"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadable"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"whatYouWillLearn"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trailerVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlayTrailer"}},{"kind":"Field","name":{"kind":"Name","value":"showThumbnailOverlay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseLessonFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCourseMutation, UpdateCourseMutationVariables>;
export const StaffInstructorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffInstructors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"STAFF"}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"sortDir"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]}}]} as unknown as DocumentNode<StaffInstructorsQuery, StaffInstructorsQueryVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recentContacts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboardStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}},{"kind":"Field","name":{"kind":"Name","value":"activeCourses"}},{"kind":"Field","name":{"kind":"Name","value":"activePrograms"}},{"kind":"Field","name":{"kind":"Name","value":"pendingContacts"}},{"kind":"Field","name":{"kind":"Name","value":"userGrowth"}},{"kind":"Field","name":{"kind":"Name","value":"courseGrowth"}},{"kind":"Field","name":{"kind":"Name","value":"programGrowth"}},{"kind":"Field","name":{"kind":"Name","value":"contactGrowth"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"monthNumber"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"programs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminContactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recentContacts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminDashboardDonationStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardDonationStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDonationStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"activeDonors"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"averageDonation"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardDonationStatsQuery, AdminDashboardDonationStatsQueryVariables>;
export const AdminDashboardRecentDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardRecentDonations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"donationDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardRecentDonationsQuery, AdminDashboardRecentDonationsQueryVariables>;
export const AdminDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDonations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDir"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDir"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDir"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"donationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}}]} as unknown as DocumentNode<AdminDonationsQuery, AdminDonationsQueryVariables>;
export const AdminProgramOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgramOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgramOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminProgramOptionsQuery, AdminProgramOptionsQueryVariables>;
export const UpdateDonationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDonationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDonationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateDonationStatusMutation, UpdateDonationStatusMutationVariables>;
export const BulkUpdateDonationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkUpdateDonationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateDonationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<BulkUpdateDonationStatusMutation, BulkUpdateDonationStatusMutationVariables>;
export const AdminLandingContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLandingContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLandingContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingContentItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminLandingSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingSectionSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingContentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"extraData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingSectionSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LandingSectionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}}]}}]} as unknown as DocumentNode<AdminLandingContentQuery, AdminLandingContentQueryVariables>;
export const CreateLandingContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLandingContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingContentItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingContentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"extraData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateLandingContentMutation, CreateLandingContentMutationVariables>;
export const UpdateLandingContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLandingContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingContentItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingContentItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"extraData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateLandingContentMutation, UpdateLandingContentMutationVariables>;
export const ToggleLandingContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleLandingContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<ToggleLandingContentMutation, ToggleLandingContentMutationVariables>;
export const DeleteLandingContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLandingContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteLandingContentMutation, DeleteLandingContentMutationVariables>;
export const InitializeLandingContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InitializeLandingContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initializeLandingContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InitializeLandingContentMutation, InitializeLandingContentMutationVariables>;
export const AdminPageLayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPageLayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPageLayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}}]}}]}}]} as unknown as DocumentNode<AdminPageLayoutsQuery, AdminPageLayoutsQueryVariables>;
export const AdminPageLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPageLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminPageLayoutQuery, AdminPageLayoutQueryVariables>;
export const AdminPageLayoutTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPageLayoutTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageLayoutTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}}]}}]} as unknown as DocumentNode<AdminPageLayoutTemplatesQuery, AdminPageLayoutTemplatesQueryVariables>;
export const AdminPageLayoutVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPageLayoutVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageLayoutVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"layoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layoutId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layoutId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}},{"kind":"Field","name":{"kind":"Name","value":"publishedByName"}},{"kind":"Field","name":{"kind":"Name","value":"isLatest"}}]}}]} as unknown as DocumentNode<AdminPageLayoutVersionsQuery, AdminPageLayoutVersionsQueryVariables>;
export const CreatePageLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePageLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreatePageLayoutMutation, CreatePageLayoutMutationVariables>;
export const UpdatePageLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePageLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdatePageLayoutMutation, UpdatePageLayoutMutationVariables>;
export const PublishPageLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishPageLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PublishPageLayoutMutation, PublishPageLayoutMutationVariables>;
export const DuplicatePageLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicatePageLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicatePageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DuplicatePageLayoutMutation, DuplicatePageLayoutMutationVariables>;
export const DeletePageLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePageLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeletePageLayoutMutation, DeletePageLayoutMutationVariables>;
export const RestorePageLayoutVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestorePageLayoutVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restorePageLayoutVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pageKey"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}},{"kind":"Field","name":{"kind":"Name","value":"layoutData"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RestorePageLayoutVersionMutation, RestorePageLayoutVersionMutationVariables>;
export const InitializeDefaultPageLayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InitializeDefaultPageLayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initializeDefaultPageLayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InitializeDefaultPageLayoutsMutation, InitializeDefaultPageLayoutsMutationVariables>;
export const AdminPaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentMethodRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configJson"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentMethodFields"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<AdminPaymentMethodsQuery, AdminPaymentMethodsQueryVariables>;
export const CreatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentMethodRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configJson"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentMethodFields"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentMethodMutation, CreatePaymentMethodMutationVariables>;
export const UpdatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentMethodRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"configJson"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentMethodRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentMethodFields"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const TogglePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TogglePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"togglePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<TogglePaymentMethodMutation, TogglePaymentMethodMutationVariables>;
export const DeletePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeletePaymentMethodMutation, DeletePaymentMethodMutationVariables>;
export const AdminProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPrograms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProgramRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fundingPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"currentParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}}]}}]} as unknown as DocumentNode<AdminProgramsQuery, AdminProgramsQueryVariables>;
export const AdminProgramStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgramStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgramStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalFundingRaised"}},{"kind":"Field","name":{"kind":"Name","value":"totalFundingTarget"}},{"kind":"Field","name":{"kind":"Name","value":"totalActiveParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"activePrograms"}}]}}]}}]} as unknown as DocumentNode<AdminProgramStatisticsQuery, AdminProgramStatisticsQueryVariables>;
export const AdminProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorId"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorName"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"benefitItems"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"requirementItems"}},{"kind":"Field","name":{"kind":"Name","value":"timelineEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AdminProgramQuery, AdminProgramQueryVariables>;
export const CreateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorId"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorName"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"benefitItems"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"requirementItems"}},{"kind":"Field","name":{"kind":"Name","value":"timelineEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreateProgramMutation, CreateProgramMutationVariables>;
export const UpdateProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProgramFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProgramFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorId"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorName"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"benefitItems"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityCriteria"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocuments"}},{"kind":"Field","name":{"kind":"Name","value":"requirementItems"}},{"kind":"Field","name":{"kind":"Name","value":"timelineEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateProgramMutation, UpdateProgramMutationVariables>;
export const DeleteProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteProgramMutation, DeleteProgramMutationVariables>;
export const AdminProgramSpendingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProgramSpendings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminProgramSpendings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramSpendingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramSpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"spentOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"receiptImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminProgramSpendingsQuery, AdminProgramSpendingsQueryVariables>;
export const CreateProgramSpendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgramSpending"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpendingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgramSpending"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramSpendingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramSpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"spentOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"receiptImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateProgramSpendingMutation, CreateProgramSpendingMutationVariables>;
export const UpdateProgramSpendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgramSpending"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spendingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpendingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgramSpending"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"spendingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spendingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramSpendingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramSpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"spentOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"receiptImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateProgramSpendingMutation, UpdateProgramSpendingMutationVariables>;
export const DeleteProgramSpendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgramSpending"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spendingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgramSpending"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"spendingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spendingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteProgramSpendingMutation, DeleteProgramSpendingMutationVariables>;
export const UpdateSiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"social"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"facebook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signupRequiresOtp"}}]}}]} as unknown as DocumentNode<UpdateSiteSettingsMutation, UpdateSiteSettingsMutationVariables>;
export const UploadAdminImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAdminImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UploadAdminImageMutation, UploadAdminImageMutationVariables>;
export const AdminSlidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"showTitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminSlidesQuery, AdminSlidesQueryVariables>;
export const CreateSlideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"showTitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateSlideMutation, CreateSlideMutationVariables>;
export const UpdateSlideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlideFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Slide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"showTitle"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateSlideMutation, UpdateSlideMutationVariables>;
export const DeleteSlideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteSlideMutation, DeleteSlideMutationVariables>;
export const ReorderSlidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderSlides"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderSlides"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayOrder"}}]}}]}}]} as unknown as DocumentNode<ReorderSlidesMutation, ReorderSlidesMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortDir"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortDir"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortDir"}}},{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminUserCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"STUDENT"}},{"kind":"Field","name":{"kind":"Name","value":"DONOR"}},{"kind":"Field","name":{"kind":"Name","value":"STAFF"}},{"kind":"Field","name":{"kind":"Name","value":"ADMIN"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}}]}}]} as unknown as DocumentNode<AdminUserQuery, AdminUserQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const ToggleUserStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleUserStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<ToggleUserStatusMutation, ToggleUserStatusMutationVariables>;
export const ToggleUserVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleUserVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleUserVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<ToggleUserVerificationMutation, ToggleUserVerificationMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const MobileLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MobileLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]} as unknown as DocumentNode<MobileLoginMutation, MobileLoginMutationVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const VerifyOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyOtpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthPayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthPayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}}]} as unknown as DocumentNode<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const SendOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendOtpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendOtpMutation, SendOtpMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SubmitContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitContactMessageMutation, SubmitContactMessageMutationVariables>;
export const PublicCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseCategory"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseLevel"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isFree"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseSort"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}},{"kind":"Argument","name":{"kind":"Name","value":"isFree"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isFree"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsCount"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]} as unknown as DocumentNode<PublicCoursesQuery, PublicCoursesQueryVariables>;
export const CourseFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courseLevels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CourseFilterOptionsQuery, CourseFilterOptionsQueryVariables>;
export const PublicCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseDetailFields"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentAvailable"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerEnrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerEnrollmentFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseLearningState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsCount"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"whatYouWillLearn"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"targetAudience"}},{"kind":"Field","name":{"kind":"Name","value":"trailerVideoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"trailerEmbedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlayTrailer"}},{"kind":"Field","name":{"kind":"Name","value":"showThumbnailOverlay"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"isDownloadable"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"resourcesUrls"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseLearningState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCertificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}}]} as unknown as DocumentNode<PublicCourseQuery, PublicCourseQueryVariables>;
export const CoursePaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePaymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usage"},"value":{"kind":"EnumValue","value":"COURSE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicPaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<CoursePaymentMethodsQuery, CoursePaymentMethodsQueryVariables>;
export const EnrollInCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrollInCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollInCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerEnrollmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiresGateway"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayUrl"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}}]}}]} as unknown as DocumentNode<EnrollInCourseMutation, EnrollInCourseMutationVariables>;
export const ProgramPaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePaymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usage"},"value":{"kind":"EnumValue","value":"PROGRAM"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicPaymentMethodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<ProgramPaymentMethodsQuery, ProgramPaymentMethodsQueryVariables>;
export const CreateDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"requiresGateway"}},{"kind":"Field","name":{"kind":"Name","value":"receiptLink"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicPaymentMethodFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicPaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicPaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameFa"}},{"kind":"Field","name":{"kind":"Name","value":"displayNameEn"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"usageScope"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]} as unknown as DocumentNode<CreateDonationMutation, CreateDonationMutationVariables>;
export const RequestZarinpalPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestZarinpalPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"donationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestZarinpalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"donationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"donationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gatewayUrl"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}}]}}]}}]} as unknown as DocumentNode<RequestZarinpalPaymentMutation, RequestZarinpalPaymentMutationVariables>;
export const PublicSlidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"showTitle"}}]}}]}}]} as unknown as DocumentNode<PublicSlidesQuery, PublicSlidesQueryVariables>;
export const PublicLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Landing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hero"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"studentsHelped"}},{"kind":"Field","name":{"kind":"Name","value":"donorsActive"}},{"kind":"Field","name":{"kind":"Name","value":"projectsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"fundsRaised"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"scholarships"}},{"kind":"Field","name":{"kind":"Name","value":"supplies"}},{"kind":"Field","name":{"kind":"Name","value":"mentorship"}},{"kind":"Field","name":{"kind":"Name","value":"infrastructure"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}}]}}]}}]} as unknown as DocumentNode<PublicLandingQuery, PublicLandingQueryVariables>;
export const MarkLessonDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkLessonDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markLessonDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LessonCompletionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LessonCompletionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LessonCompletionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}}]} as unknown as DocumentNode<MarkLessonDoneMutation, MarkLessonDoneMutationVariables>;
export const UnmarkLessonDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnmarkLessonDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmarkLessonDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LessonCompletionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LessonCompletionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LessonCompletionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}}]} as unknown as DocumentNode<UnmarkLessonDoneMutation, UnmarkLessonDoneMutationVariables>;
export const ClaimCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LessonCompletionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LessonCompletionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LessonCompletionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}}]} as unknown as DocumentNode<ClaimCertificateMutation, ClaimCertificateMutationVariables>;
export const MyLearningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLearning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCourses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"originalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"durationHours"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxStudents"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsCount"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"certificateProvided"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseFields"}},{"kind":"Field","name":{"kind":"Name","value":"viewerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCertificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}}]} as unknown as DocumentNode<MyLearningQuery, MyLearningQueryVariables>;
export const VerifyCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateVerificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateVerificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateVerification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}}]}}]} as unknown as DocumentNode<VerifyCertificateQuery, VerifyCertificateQueryVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const RecentNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeAgo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RecentNotificationsQuery, RecentNotificationsQueryVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeAgo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const DeleteNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNotificationMutation, DeleteNotificationMutationVariables>;
export const NotificationEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"actionUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeAgo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationEventsSubscription, NotificationEventsSubscriptionVariables>;
export const PublicPageLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicPageLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutContentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutContentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeroProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundType"}},{"kind":"Field","name":{"kind":"Name","value":"showSlideshow"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLink"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImage"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestimonialsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CtaProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlockProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"textAlign"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlockProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ButtonProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpacerProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublicPageLayoutQuery, PublicPageLayoutQueryVariables>;
export const PublicPageByKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicPageByKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPageByKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageLayoutContentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageLayoutContentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutContent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeroProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundType"}},{"kind":"Field","name":{"kind":"Name","value":"showSlideshow"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLink"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImage"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestimonialsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CtaProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonText"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryButtonLink"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlockProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"textAlign"}},{"kind":"Field","name":{"kind":"Name","value":"fontSize"}},{"kind":"Field","name":{"kind":"Name","value":"textColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlockProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ButtonProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpacerProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublicPageByKeyQuery, PublicPageByKeyQueryVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserWithDashboardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardStatsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentsHelped"}},{"kind":"Field","name":{"kind":"Name","value":"overallImpact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"student"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRequests"}},{"kind":"Field","name":{"kind":"Name","value":"scholarshipReceived"}},{"kind":"Field","name":{"kind":"Name","value":"activeCourses"}},{"kind":"Field","name":{"kind":"Name","value":"lessonsAvailable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentsManaged"}},{"kind":"Field","name":{"kind":"Name","value":"activeProjects"}},{"kind":"Field","name":{"kind":"Name","value":"projectsManaged"}},{"kind":"Field","name":{"kind":"Name","value":"budgetManaged"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserWithDashboardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardStatsFields"}}]}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ConfirmPhoneChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPhoneChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmPhoneChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPhoneChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"donationUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"programUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"courseUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrivacySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PrivacySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showNameOnDonations"}},{"kind":"Field","name":{"kind":"Name","value":"showInSupporterLists"}},{"kind":"Field","name":{"kind":"Name","value":"showProfileImage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}},{"kind":"Field","name":{"kind":"Name","value":"staffPosition"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"educationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"profileCompletion"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrivacySettingsFields"}}]}}]}}]} as unknown as DocumentNode<ConfirmPhoneChangeMutation, ConfirmPhoneChangeMutationVariables>;
export const ResendPhoneChangeCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendPhoneChangeCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendPhoneChangeCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendPhoneChangeCodeMutation, ResendPhoneChangeCodeMutationVariables>;
export const UploadProfileImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProfileImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UploadProfileImageMutation, UploadProfileImageMutationVariables>;
export const PublicProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicPrograms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fundingPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityItems"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"currentParticipants"}}]}}]} as unknown as DocumentNode<PublicProgramsQuery, PublicProgramsQueryVariables>;
export const PublicProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"applicationDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"availableSlots"}},{"kind":"Field","name":{"kind":"Name","value":"acceptingApplications"}},{"kind":"Field","name":{"kind":"Name","value":"benefitItems"}},{"kind":"Field","name":{"kind":"Name","value":"requirementItems"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocumentItems"}},{"kind":"Field","name":{"kind":"Name","value":"timelineEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorName"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorPhone"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Program"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"programType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"fundingPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"eligibilityItems"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"currentParticipants"}}]}}]} as unknown as DocumentNode<PublicProgramQuery, PublicProgramQueryVariables>;
export const ProgramSupportersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramSupporters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupporterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programTopDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupporterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programDonationStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupporterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donorImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"donationDate"}}]}}]} as unknown as DocumentNode<ProgramSupportersQuery, ProgramSupportersQueryVariables>;
export const MyDonationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDonationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jalaliYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"jalaliYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jalaliYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"donationDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myDonationYears"}}]}}]} as unknown as DocumentNode<MyDonationHistoryQuery, MyDonationHistoryQueryVariables>;
export const VerifyReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}}]}}]}}]} as unknown as DocumentNode<VerifyReceiptQuery, VerifyReceiptQueryVariables>;
export const ProgramTransparencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramTransparency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programTransparency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jalaliYear"}},{"kind":"Field","name":{"kind":"Name","value":"jalaliMonth"}},{"kind":"Field","name":{"kind":"Name","value":"monthName"}},{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"raisedToDate"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spendings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramSpendingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramSpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"spentOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"receiptImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProgramTransparencyQuery, ProgramTransparencyQueryVariables>;
export const FinancialReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinancialReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jalaliYear"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financialReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jalaliYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jalaliYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jalaliYear"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}}]}}]}}]}}]} as unknown as DocumentNode<FinancialReportQuery, FinancialReportQueryVariables>;