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
  paymentReference?: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmPhoneChangeArgs = {
  input: ConfirmPhoneChangeInput;
};


export type MutationCreateCourseArgs = {
  input: CourseInput;
  thumbnail?: InputMaybe<Scalars['Upload']['input']>;
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
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
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
  videoKey?: InputMaybe<Scalars['String']['input']>;
  videoUrl?: InputMaybe<Scalars['String']['input']>;
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
  thumbnail?: InputMaybe<Scalars['Upload']['input']>;
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
  file?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUploadCourseVideoArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUploadImageArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationVerifyOtpArgs = {
  input: VerifyOtpInput;
};


export type MutationZarinpalCallbackArgs = {
  authority?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
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
  q?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  status?: InputMaybe<ContactStatus>;
};


export type QueryAdminCourseArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminCoursesArgs = {
  category?: InputMaybe<CourseCategory>;
  page?: Scalars['Int']['input'];
  query?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  status?: InputMaybe<CourseStatus>;
};


export type QueryAdminDonationsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  programId?: InputMaybe<Scalars['Int']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  sortBy?: DonationSortField;
  sortDir?: SortDirection;
  status?: InputMaybe<DonationStatus>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminLandingContentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminLandingContentByKeyArgs = {
  key: Scalars['String']['input'];
};


export type QueryAdminLandingContentsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminPageLayoutArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminPageLayoutsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminPaymentsArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
  status?: InputMaybe<PaymentStatus>;
};


export type QueryAdminProgramArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminProgramSpendingsArgs = {
  programId: Scalars['Int']['input'];
};


export type QueryAdminProgramsArgs = {
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  status?: InputMaybe<ProgramStatus>;
  type?: InputMaybe<ProgramType>;
};


export type QueryAdminUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAdminUserCountsArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminUsersArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  page?: Scalars['Int']['input'];
  q?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  sortBy?: UserSortField;
  sortDir?: SortDirection;
  type?: InputMaybe<UserType>;
};


export type QueryAuditLogArgs = {
  actorId?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  objectType?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDonationReceiptByTokenArgs = {
  donationId: Scalars['Int']['input'];
  token: Scalars['String']['input'];
};


export type QueryFinancialReportArgs = {
  jalaliYear?: InputMaybe<Scalars['Int']['input']>;
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
  jalaliYear?: InputMaybe<Scalars['Int']['input']>;
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
  category?: InputMaybe<CourseCategory>;
  isFree?: InputMaybe<Scalars['Boolean']['input']>;
  level?: InputMaybe<CourseLevel>;
  page?: Scalars['Int']['input'];
  query?: InputMaybe<Scalars['String']['input']>;
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
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  status?: InputMaybe<ProgramStatus>;
  type?: InputMaybe<ProgramType>;
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

export type GraphqlDoorMyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type GraphqlDoorMyProfileQuery = { __typename?: 'Query', myProfile: { __typename?: 'User', id: number } };

export type EmailRuleSignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type EmailRuleSignupMutation = { __typename?: 'Mutation', signup: { __typename?: 'AuthPayload', message: string } };

export type LoginByPhoneMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginByPhoneMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string | null, user: { __typename?: 'User', email: string | null } | null } };

export type LoginMeQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginMeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: number } | null };

export type LoginMyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginMyProfileQuery = { __typename?: 'Query', myProfile: { __typename?: 'User', id: number } };

export type SignupMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupMeQuery = { __typename?: 'Query', me: { __typename?: 'User', phoneNumber: string } | null };

export type SignupResendMutationVariables = Exact<{ [key: string]: never; }>;


export type SignupResendMutation = { __typename?: 'Mutation', sendOtp: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type SignupStaffOnlyMutationVariables = Exact<{ [key: string]: never; }>;


export type SignupStaffOnlyMutation = { __typename?: 'Mutation', signup: { __typename?: 'AuthPayload', otpRequired: boolean } };

export type SignupTakenMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupTakenMutation = { __typename?: 'Mutation', signup: { __typename?: 'AuthPayload', otpRequired: boolean, message: string } };

export type SignupDirectMutationVariables = Exact<{ [key: string]: never; }>;


export type SignupDirectMutation = { __typename?: 'Mutation', signup: { __typename?: 'AuthPayload', otpRequired: boolean, token: string | null, message: string, user: { __typename?: 'User', userType: UserType, organization: string | null } | null } };

export type ContactBulkResolveMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type ContactBulkResolveMutation = { __typename?: 'Mutation', bulkUpdateContactStatus: { __typename?: 'BulkResult', done: Array<number>, message: string, failed: Array<{ __typename?: 'BulkFailure', id: number, message: string }> } };

export type ContactBulkInProgressMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type ContactBulkInProgressMutation = { __typename?: 'Mutation', bulkUpdateContactStatus: { __typename?: 'BulkResult', done: Array<number>, message: string, failed: Array<{ __typename?: 'BulkFailure', id: number, message: string }> } };

export type ContactBulkNoneMutationVariables = Exact<{ [key: string]: never; }>;


export type ContactBulkNoneMutation = { __typename?: 'Mutation', bulkUpdateContactStatus: { __typename?: 'BulkResult', message: string } };

export type ContactAdminSearchMessagesQueryVariables = Exact<{
  q?: InputMaybe<Scalars['String']['input']>;
}>;


export type ContactAdminSearchMessagesQuery = { __typename?: 'Query', adminContactMessages: { __typename?: 'ContactMessagePage', totalElements: number, content: Array<{ __typename?: 'ContactMessage', id: number }> } };

export type ContactAdminBackMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ContactAdminBackMutation = { __typename?: 'Mutation', updateContactStatus: { __typename?: 'ContactMessage', status: ContactStatus } };

export type ContactSubmitMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type ContactSubmitMutation = { __typename?: 'Mutation', submitContactMessage: { __typename?: 'ContactReceipt', id: number, message: string } };

export type CourseAccessPublicCourseQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CourseAccessPublicCourseQuery = { __typename?: 'Query', publicCourse: { __typename?: 'Course', id: number, chapters: Array<{ __typename?: 'Chapter', videoUrl: string | null, videoKey: string | null, lessons: Array<{ __typename?: 'Lesson', title: string, description: string | null, contentType: LessonContentType, videoUrl: string | null, videoKey: string | null, contentText: string | null, resourcesUrls: string | null, notes: string | null, contentAvailable: boolean }> }> } | null };

export type CourseAccessAdminCourseQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CourseAccessAdminCourseQuery = { __typename?: 'Query', adminCourse: { __typename?: 'Course', id: number, status: CourseStatus, chapters: Array<{ __typename?: 'Chapter', lessons: Array<{ __typename?: 'Lesson', contentText: string | null }> }> } | null };

export type CourseInstructorArchiveMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CourseInstructorArchiveMutation = { __typename?: 'Mutation', archiveCourse: { __typename?: 'Course', id: number, status: CourseStatus } };

export type CourseStatusPublishMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CourseStatusPublishMutation = { __typename?: 'Mutation', publishCourse: { __typename?: 'Course', id: number } };

export type CourseLinksLessonVideoMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
}>;


export type CourseLinksLessonVideoMutation = { __typename?: 'Mutation', setLessonVideo: { __typename?: 'Lesson', videoUrl: string | null } };

export type CoursesCatalogueQueryVariables = Exact<{
  q?: InputMaybe<Scalars['String']['input']>;
}>;


export type CoursesCatalogueQuery = { __typename?: 'Query', publicCourses: { __typename?: 'CoursePage', totalElements: number, page: number, size: number, content: Array<{ __typename?: 'Course', title: string, price: number, isFree: boolean }> } };

export type CoursesSyllabiQueryVariables = Exact<{ [key: string]: never; }>;


export type CoursesSyllabiQuery = { __typename?: 'Query', publicCourses: { __typename?: 'CoursePage', content: Array<{ __typename?: 'Course', title: string, chapters: Array<{ __typename?: 'Chapter', title: string, lessons: Array<{ __typename?: 'Lesson', title: string, isFree: boolean }> }> }> } };

export type CoursesOneQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CoursesOneQuery = { __typename?: 'Query', publicCourse: { __typename?: 'Course', id: number } | null };

export type CoursesBadPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CoursesBadPageQuery = { __typename?: 'Query', publicCourses: { __typename?: 'CoursePage', totalElements: number } };

export type DonationAdminDaysListQueryVariables = Exact<{
  programId?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type DonationAdminDaysListQuery = { __typename?: 'Query', adminDonations: { __typename?: 'DonationPage', totalElements: number, content: Array<{ __typename?: 'Donation', id: number }> } };

export type DonationApprovalProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type DonationApprovalProfileQuery = { __typename?: 'Query', myProfile: { __typename?: 'User', totalDonations: number, totalDonationCount: number } };

export type DonationBulkStatusMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  status: DonationStatus;
}>;


export type DonationBulkStatusMutation = { __typename?: 'Mutation', bulkUpdateDonationStatus: { __typename?: 'BulkResult', done: Array<number>, message: string, failed: Array<{ __typename?: 'BulkFailure', id: number, message: string }> } };

export type DonationLimitsCreateMutationVariables = Exact<{
  input: DonationInput;
}>;


export type DonationLimitsCreateMutation = { __typename?: 'Mutation', createDonation: { __typename?: 'DonationReceipt', id: number } };

export type DonationsCreateTypedMutationVariables = Exact<{
  input: DonationInput;
}>;


export type DonationsCreateTypedMutation = { __typename?: 'Mutation', createDonation: { __typename?: 'DonationReceipt', amount: number, status: DonationStatus } };

export type CoursePaymentsRejectMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  status: EnrollmentStatus;
}>;


export type CoursePaymentsRejectMutation = { __typename?: 'Mutation', updateEnrollmentStatus: { __typename?: 'CourseEnrollment', id: number, status: EnrollmentStatus } };

export type CoursePaymentsCancelMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type CoursePaymentsCancelMutation = { __typename?: 'Mutation', updateEnrollmentStatus: { __typename?: 'CourseEnrollment', status: EnrollmentStatus } };

export type EnrollmentsEnrollMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
}>;


export type EnrollmentsEnrollMutation = { __typename?: 'Mutation', enrollInCourse: { __typename?: 'EnrollmentResult', requiresGateway: boolean, gatewayUrl: string | null, message: string, enrollment: { __typename?: 'CourseEnrollment', id: number, status: EnrollmentStatus, courseId: number, amountPaid: number } } };

export type EnrollmentsCoursePageQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type EnrollmentsCoursePageQuery = { __typename?: 'Query', publicCourse: { __typename?: 'Course', enrolledStudents: number, viewerEnrollment: { __typename?: 'CourseEnrollment', id: number, status: EnrollmentStatus } | null, chapters: Array<{ __typename?: 'Chapter', lessons: Array<{ __typename?: 'Lesson', title: string, isFree: boolean, contentAvailable: boolean }> }> } | null };

export type HealthHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type HealthHealthQuery = { __typename?: 'Query', health: { __typename?: 'Health', status: string, database: string, databaseDriver: string } };

export type LandingAdminSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingAdminSectionsQuery = { __typename?: 'Query', adminLandingSections: Array<{ __typename?: 'LandingSectionSummary', section: string }> };

export type LandingAdminCreateBadMutationVariables = Exact<{
  input: LandingContentInput;
}>;


export type LandingAdminCreateBadMutation = { __typename?: 'Mutation', createLandingContent: { __typename?: 'LandingContentItem', id: number } };

export type LandingAdminSearchQueryVariables = Exact<{
  k?: InputMaybe<Scalars['String']['input']>;
}>;


export type LandingAdminSearchQuery = { __typename?: 'Query', adminLandingContents: Array<{ __typename?: 'LandingContentItem', sectionKey: string }> };

export type LandingAdminCreateMutationVariables = Exact<{
  input: LandingContentInput;
}>;


export type LandingAdminCreateMutation = { __typename?: 'Mutation', createLandingContent: { __typename?: 'LandingContentItem', id: number, section: string, isActive: boolean } };

export type LandingAdminToggleMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type LandingAdminToggleMutation = { __typename?: 'Mutation', toggleLandingContent: { __typename?: 'LandingContentItem', isActive: boolean } };

export type LandingAdminOneQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type LandingAdminOneQuery = { __typename?: 'Query', adminLandingContent: { __typename?: 'LandingContentItem', content: string | null } | null };

export type LandingAdminDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type LandingAdminDeleteMutation = { __typename?: 'Mutation', deleteLandingContent: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type LandingKeysUnknownKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type LandingKeysUnknownKeyMutation = { __typename?: 'Mutation', createLandingContent: { __typename?: 'LandingContentItem', id: number } };

export type LandingKeysSubtitleMutationVariables = Exact<{ [key: string]: never; }>;


export type LandingKeysSubtitleMutation = { __typename?: 'Mutation', createLandingContent: { __typename?: 'LandingContentItem', id: number } };

export type LandingKeysHeroQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingKeysHeroQuery = { __typename?: 'Query', publicLanding: { __typename?: 'Landing', hero: { __typename?: 'LandingHero', title: string | null } } };

export type LandingPicturesCreateMutationVariables = Exact<{
  input: LandingContentInput;
}>;


export type LandingPicturesCreateMutation = { __typename?: 'Mutation', createLandingContent: { __typename?: 'LandingContentItem', id: number } };

export type LandingPicturesUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: LandingContentInput;
}>;


export type LandingPicturesUpdateMutation = { __typename?: 'Mutation', updateLandingContent: { __typename?: 'LandingContentItem', id: number } };

export type LandingPublicLandingQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingPublicLandingQuery = { __typename?: 'Query', publicLanding: { __typename?: 'Landing', stats: { __typename?: 'LandingStats', studentsHelped: string | null } } };

export type LandingTotalsStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingTotalsStatsQuery = { __typename?: 'Query', publicLanding: { __typename?: 'Landing', stats: { __typename?: 'LandingStats', studentsHelped: string | null, donorsActive: string | null } } };

export type LearningProgressPageQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type LearningProgressPageQuery = { __typename?: 'Query', publicCourse: { __typename?: 'Course', viewerProgress: { __typename?: 'CourseProgress', percent: number, completedLessons: number, totalLessons: number, nextLessonId: number | null } | null, viewerCertificate: { __typename?: 'Certificate', id: number } | null } | null };

export type LearningMyCoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type LearningMyCoursesQuery = { __typename?: 'Query', myCourses: Array<{ __typename?: 'Course', id: number, viewerProgress: { __typename?: 'CourseProgress', nextLessonId: number | null } | null }> };

export type LearningMyCertificatesQueryVariables = Exact<{ [key: string]: never; }>;


export type LearningMyCertificatesQuery = { __typename?: 'Query', myCertificates: Array<{ __typename?: 'Certificate', id: number }> };

export type LearningClaimCertificateMutationVariables = Exact<{ [key: string]: never; }>;


export type LearningClaimCertificateMutation = { __typename?: 'Mutation', claimCertificate: { __typename?: 'LessonCompletionResult', message: string } };

export type NewsletterBadAddressMutationVariables = Exact<{ [key: string]: never; }>;


export type NewsletterBadAddressMutation = { __typename?: 'Mutation', subscribeNewsletter: { __typename?: 'NewsletterReceipt', message: string } };

export type NotificationsRecentNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsRecentNotificationsQuery = { __typename?: 'Query', recentNotifications: Array<{ __typename?: 'Notification', id: number }> };

export type NotificationsUnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsUnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type LayoutLinksCreateMutationVariables = Exact<{
  input: PageLayoutInput;
}>;


export type LayoutLinksCreateMutation = { __typename?: 'Mutation', createPageLayout: { __typename?: 'PageLayout', id: number } };

export type LayoutLinksOldPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LayoutLinksOldPageQuery = { __typename?: 'Query', publicPageByKey: { __typename?: 'PageLayout', layoutData: string } | null };

export type PageAddressesCreateMutationVariables = Exact<{
  input: PageLayoutInput;
}>;


export type PageAddressesCreateMutation = { __typename?: 'Mutation', createPageLayout: { __typename?: 'PageLayout', id: number } };

export type PageAddressesGuideQueryVariables = Exact<{ [key: string]: never; }>;


export type PageAddressesGuideQuery = { __typename?: 'Query', publicPageByKey: { __typename?: 'PageLayout', id: number, publicPath: string | null } | null };

export type PageComponentsContentQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PageComponentsContentQuery = { __typename?: 'Query', publicPageLayout: { __typename?: 'PageLayout', content: { __typename?: 'PageLayoutContent', error: string | null, components: Array<{ __typename?: 'PageComponent', id: string, type: string, props:
          | { __typename: 'ButtonProps' }
          | { __typename: 'CtaProps' }
          | { __typename: 'HeroProps', title: string, backgroundType: string, buttonText: string, buttonLink: string | null }
          | { __typename: 'ImageBlockProps' }
          | { __typename: 'ProgramsProps' }
          | { __typename: 'SpacerProps' }
          | { __typename: 'StatsProps', items: Array<{ __typename?: 'StatItem', icon: string, value: string, label: string, color: string }> }
          | { __typename: 'TestimonialsProps' }
          | { __typename: 'TextBlockProps' }
         | null }> } } | null };

export type PageLayoutAdminListQueryVariables = Exact<{ [key: string]: never; }>;


export type PageLayoutAdminListQuery = { __typename?: 'Query', adminPageLayouts: Array<{ __typename?: 'PageLayout', id: number }> };

export type PageLayoutAdminBadLinkMutationVariables = Exact<{
  input: PageLayoutInput;
}>;


export type PageLayoutAdminBadLinkMutation = { __typename?: 'Mutation', createPageLayout: { __typename?: 'PageLayout', id: number } };

export type PageLayoutAdminHostileQueryVariables = Exact<{ [key: string]: never; }>;


export type PageLayoutAdminHostileQuery = { __typename?: 'Query', publicPageByKey: { __typename?: 'PageLayout', content: { __typename?: 'PageLayoutContent', components: Array<{ __typename?: 'PageComponent', props:
          | { __typename?: 'ButtonProps' }
          | { __typename?: 'CtaProps' }
          | { __typename?: 'HeroProps' }
          | { __typename?: 'ImageBlockProps' }
          | { __typename?: 'ProgramsProps', items: Array<{ __typename?: 'ProgramTeaser', link: string | null, image: string | null }> }
          | { __typename?: 'SpacerProps' }
          | { __typename?: 'StatsProps' }
          | { __typename?: 'TestimonialsProps' }
          | { __typename?: 'TextBlockProps', content: string }
         | null }> } } | null };

export type PageLayoutAdminPublishMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PageLayoutAdminPublishMutation = { __typename?: 'Mutation', publishPageLayout: { __typename?: 'PageLayout', version: number } };

export type PageLayoutsDraftQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PageLayoutsDraftQuery = { __typename?: 'Query', publicPageLayout: { __typename?: 'PageLayout', id: number } | null };

export type PageLayoutsPublicPageByKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PageLayoutsPublicPageByKeyQuery = { __typename?: 'Query', publicPageByKey: { __typename?: 'PageLayout', id: number } | null };

export type PaymentMethodAdminSaveMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;


export type PaymentMethodAdminSaveMutation = { __typename?: 'Mutation', createPaymentMethod: { __typename?: 'AdminPaymentMethod', code: string, config: { __typename?: 'AdminPaymentConfig', merchantId: string | null, cardNumber: string | null, accountName: string | null, iban: string | null, bankName: string | null } } };

export type PaymentMethodAdminUpdateMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: PaymentMethodInput;
}>;


export type PaymentMethodAdminUpdateMutation = { __typename?: 'Mutation', updatePaymentMethod: { __typename?: 'AdminPaymentMethod', id: number } };

export type PaymentMethodAdminAuditQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodAdminAuditQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditEntryPage', content: Array<{ __typename?: 'AuditEntry', objectId: string | null, changes: Array<{ __typename?: 'AuditFieldChange', field: string, before: string | null, after: string | null }> }> } };

export type PaymentMethodsActivePaymentMethods2QueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentMethodsActivePaymentMethods2Query = { __typename?: 'Query', activePaymentMethods: Array<{ __typename?: 'PublicPaymentMethod', code: string }> };

export type OneOpenAttemptRefundsQueryVariables = Exact<{ [key: string]: never; }>;


export type OneOpenAttemptRefundsQuery = { __typename?: 'Query', adminPayments: { __typename?: 'PaymentAttemptPage', content: Array<{ __typename?: 'PaymentAttempt', authority: string | null, amount: number, status: PaymentStatus }> } };

export type PaymentsRequestMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type PaymentsRequestMutation = { __typename?: 'Mutation', requestZarinpalPayment: { __typename?: 'PaymentRedirect', gatewayUrl: string, authority: string } };

export type PaymentsCallbackNokMutationVariables = Exact<{
  a?: InputMaybe<Scalars['String']['input']>;
}>;


export type PaymentsCallbackNokMutation = { __typename?: 'Mutation', zarinpalCallback: { __typename?: 'PaymentCallbackResult', success: boolean, redirectPath: string } };

export type ReturnOriginRequestMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ReturnOriginRequestMutation = { __typename?: 'Mutation', requestZarinpalPayment: { __typename?: 'PaymentRedirect', gatewayUrl: string } };

export type BigSumsPublicProgramsQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type BigSumsPublicProgramsQuery = { __typename?: 'Query', publicPrograms: { __typename?: 'ProgramPage', content: Array<{ __typename?: 'Program', raisedAmount: number | string, targetBudget: number | string | null, fundingPercentage: number }> }, publicProgram: { __typename?: 'Program', raisedAmount: number | string, targetBudget: number | string | null } | null, programsAcceptingApplications: Array<{ __typename?: 'Program', raisedAmount: number | string }>, programsWithAvailableSlots: Array<{ __typename?: 'Program', raisedAmount: number | string }>, programStatistics: { __typename?: 'ProgramStatistics', totalFundingRaised: number | string, totalFundingTarget: number | string }, programDonationStats: { __typename?: 'ProgramDonationStats', totalAmount: number | string, averageDonation: number, largestDonation: number }, programTopDonations: Array<{ __typename?: 'Donation', amount: number }>, programDonations: { __typename?: 'DonationPage', content: Array<{ __typename?: 'Donation', amount: number }> }, publicLanding: { __typename?: 'Landing', stats: { __typename?: 'LandingStats', fundsRaised: string | null } }, adminDonationStats: { __typename?: 'AdminDonationStats', totalDonations: number | string, monthlyDonations: number | string, averageDonation: number } };

export type ProgramRaceRecountMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProgramRaceRecountMutation = { __typename?: 'Mutation', recomputeProgramFunding: { __typename?: 'Program', raisedAmount: number | string } };

export type ProgramRaceDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProgramRaceDeleteMutation = { __typename?: 'Mutation', deleteProgram: { __typename?: 'ProgramDeletion', ok: boolean, cancelled: boolean } };

export type ProgramAdminRestDeleteMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProgramAdminRestDeleteMutation = { __typename?: 'Mutation', deleteProgram: { __typename?: 'ProgramDeletion', ok: boolean, cancelled: boolean, message: string } };

export type ProgramAdminRestNegativeMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProgramAdminRestNegativeMutation = { __typename?: 'Mutation', updateProgramParticipants: { __typename?: 'Program', id: number } };

export type ProgramAdminCoordinatorQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProgramAdminCoordinatorQuery = { __typename?: 'Query', publicProgram: { __typename?: 'Program', coordinatorName: string | null, coordinatorEmail: string | null, coordinatorPhone: string | null } | null };

export type ProgramAdminSearchQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramAdminSearchQuery = { __typename?: 'Query', adminPrograms: { __typename?: 'ProgramPage', totalElements: number, totalPages: number, size: number, content: Array<{ __typename?: 'Program', id: number, status: ProgramStatus }> } };

export type ProgramAdminFirstPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramAdminFirstPageQuery = { __typename?: 'Query', adminPrograms: { __typename?: 'ProgramPage', totalElements: number, content: Array<{ __typename?: 'Program', id: number, status: ProgramStatus }> } };

export type ProgramAdminByStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramAdminByStatusQuery = { __typename?: 'Query', adminPrograms: { __typename?: 'ProgramPage', content: Array<{ __typename?: 'Program', status: ProgramStatus }> } };

export type ProgramAdminOneQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProgramAdminOneQuery = { __typename?: 'Query', adminProgram: { __typename?: 'Program', id: number, status: ProgramStatus } | null };

export type ProgramAdminMissingQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramAdminMissingQuery = { __typename?: 'Query', adminProgram: { __typename?: 'Program', id: number } | null };

export type ProgramListsPublicProgramQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ProgramListsPublicProgramQuery = { __typename?: 'Query', publicProgram: { __typename?: 'Program', eligibilityItems: Array<string>, requiredDocumentItems: Array<string>, benefitItems: Array<string>, requirementItems: Array<string>, timelineEvents: Array<{ __typename?: 'ProgramTimelineEvent', event: string, date: string, status: TimelineEventStatus }> } | null };

export type ProgramsPublicProgramsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProgramsPublicProgramsQuery = { __typename?: 'Query', publicPrograms: { __typename?: 'ProgramPage', totalElements: number } };

export type ReceiptsYearsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceiptsYearsQuery = { __typename?: 'Query', myDonationYears: Array<number> };

export type ReceiptsOthersQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type ReceiptsOthersQuery = { __typename?: 'Query', myDonationReceipt: { __typename?: 'DonorReceipt', number: string } };

export type ReceiptsCreateDonationMutationVariables = Exact<{
  input: DonationInput;
}>;


export type ReceiptsCreateDonationMutation = { __typename?: 'Mutation', createDonation: { __typename?: 'DonationReceipt', id: number, receiptLink: string | null } };

export type ReceiptsVerifyQueryVariables = Exact<{
  c: Scalars['String']['input'];
}>;


export type ReceiptsVerifyQuery = { __typename?: 'Query', verifyReceipt: { __typename?: 'ReceiptVerification', number: string, amount: number, programName: string, donorName: string | null, isAnonymous: boolean, completedAt: string } };

export type ReceiptsVerifyNumberQueryVariables = Exact<{
  c: Scalars['String']['input'];
}>;


export type ReceiptsVerifyNumberQuery = { __typename?: 'Query', verifyReceipt: { __typename?: 'ReceiptVerification', number: string } };

export type ReceiptsByTokenQueryVariables = Exact<{
  id: Scalars['Int']['input'];
  t: Scalars['String']['input'];
}>;


export type ReceiptsByTokenQuery = { __typename?: 'Query', donationReceiptByToken: { __typename?: 'DonorReceipt', number: string } };

export type ReceiptsBadYearQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceiptsBadYearQuery = { __typename?: 'Query', myDonationStatement: { __typename?: 'DonationStatement', total: number | string } };

export type SlideAdminListQueryVariables = Exact<{ [key: string]: never; }>;


export type SlideAdminListQuery = { __typename?: 'Query', adminSlides: Array<{ __typename?: 'Slide', id: number }> };

export type SlideAdminCreateMutationVariables = Exact<{
  input: SlideInput;
}>;


export type SlideAdminCreateMutation = { __typename?: 'Mutation', createSlide: { __typename?: 'Slide', id: number } };

export type SlideAdminReorderMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type SlideAdminReorderMutation = { __typename?: 'Mutation', reorderSlides: Array<{ __typename?: 'Slide', id: number }> };

export type SlideLinksCreateMutationVariables = Exact<{
  input: SlideInput;
}>;


export type SlideLinksCreateMutation = { __typename?: 'Mutation', createSlide: { __typename?: 'Slide', id: number, imageUrl: string, link: string | null } };

export type SlidesPublicSlidesQueryVariables = Exact<{ [key: string]: never; }>;


export type SlidesPublicSlidesQuery = { __typename?: 'Query', publicSlides: Array<{ __typename?: 'Slide', title: string, showTitle: boolean, link: string | null }> };

export type SpendingAdminListQueryVariables = Exact<{
  p: Scalars['Int']['input'];
}>;


export type SpendingAdminListQuery = { __typename?: 'Query', adminProgramSpendings: Array<{ __typename?: 'ProgramSpending', id: number }> };

export type SpendingAdminRefusedMutationVariables = Exact<{
  p: Scalars['Int']['input'];
  i: ProgramSpendingInput;
}>;


export type SpendingAdminRefusedMutation = { __typename?: 'Mutation', createProgramSpending: { __typename?: 'ProgramSpending', id: number } };

export type SpendingAdminCreateMutationVariables = Exact<{
  p: Scalars['Int']['input'];
  i: ProgramSpendingInput;
}>;


export type SpendingAdminCreateMutation = { __typename?: 'Mutation', createProgramSpending: { __typename?: 'ProgramSpending', amount: number | string, spentOn: string } };

export type TransparencyTransparencyQueryVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type TransparencyTransparencyQuery = { __typename?: 'Query', programTransparency: { __typename?: 'ProgramTransparency', programId: number, targetBudget: number | string | null, moneyIn: number | string, moneyOut: number | string, donorCount: number, months: Array<{ __typename?: 'TransparencyMonth', jalaliYear: number, jalaliMonth: number, monthName: string, raised: number | string, raisedToDate: number | string, spent: number | string }>, spendings: Array<{ __typename?: 'ProgramSpending', spentOn: string, amount: number | string, description: string, receiptImageUrl: string | null }> } | null };

export type TransparencyFinancialReportQueryVariables = Exact<{ [key: string]: never; }>;


export type TransparencyFinancialReportQuery = { __typename?: 'Query', financialReport: { __typename?: 'FinancialReport', jalaliYear: number, years: Array<number>, moneyIn: number | string, moneyOut: number | string, programs: Array<{ __typename?: 'ProgramYearTotals', programName: string, moneyIn: number | string, donationCount: number, moneyOut: number | string }> } };

export type AdminAccountMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccountMeQuery = { __typename?: 'Query', me: { __typename?: 'User', userType: UserType } | null };

export type LastAdminDeactivateMutationVariables = Exact<{
  password: Scalars['String']['input'];
}>;


export type LastAdminDeactivateMutation = { __typename?: 'Mutation', deactivateAccount: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type LastAdminDeleteMutationVariables = Exact<{
  password: Scalars['String']['input'];
}>;


export type LastAdminDeleteMutation = { __typename?: 'Mutation', deleteAccount: { __typename?: 'ActionResult', ok: boolean, message: string } };

export type LeavingFilesDeleteMutationVariables = Exact<{
  p: Scalars['String']['input'];
}>;


export type LeavingFilesDeleteMutation = { __typename?: 'Mutation', deleteAccount: { __typename?: 'ActionResult', ok: boolean } };

export type PhoneChangeProfileMutationVariables = Exact<{
  input: ProfileUpdateInput;
}>;


export type PhoneChangeProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', firstName: string, phoneNumber: string, pendingPhoneNumber: string | null } };

export type PhoneChangeConfirmMutationVariables = Exact<{
  input: ConfirmPhoneChangeInput;
}>;


export type PhoneChangeConfirmMutation = { __typename?: 'Mutation', confirmPhoneChange: { __typename?: 'User', phoneNumber: string, phoneVerified: boolean, pendingPhoneNumber: string | null } };

export type UserAdminDonorsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserAdminDonorsQuery = { __typename?: 'Query', adminUsers: { __typename?: 'UserPage', totalElements: number } };

export type UserAdminVerifyMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type UserAdminVerifyMutation = { __typename?: 'Mutation', toggleUserVerification: { __typename?: 'User', emailVerified: boolean } };

export type UsersProfileStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersProfileStatsQuery = { __typename?: 'Query', myProfile: { __typename?: 'User', totalDonations: number, monthlyDonations: number, totalDonationCount: number, totalProgramsSupported: number, programStats: Array<{ __typename?: 'ProgramDonationStat', programName: string, totalAmount: number, donationCount: number }> } };

export type UsersToggleStatusMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type UsersToggleStatusMutation = { __typename?: 'Mutation', toggleUserStatus: { __typename?: 'User', isActive: boolean } };

export type LearningMarkDoneMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
  lessonId: Scalars['Int']['input'];
}>;


export type LearningMarkDoneMutation = { __typename?: 'Mutation', markLessonDone: { __typename?: 'LessonCompletionResult', message: string, progress: { __typename?: 'CourseProgress', totalLessons: number, completedLessons: number, percent: number, completedLessonIds: Array<number>, nextLessonId: number | null, nextLessonTitle: string | null }, certificate: { __typename?: 'Certificate', id: number, studentName: string, courseTitle: string, verificationCode: string, verificationUrl: string, downloadUrl: string } | null } };

export type LearningUnmarkDoneMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
  lessonId: Scalars['Int']['input'];
}>;


export type LearningUnmarkDoneMutation = { __typename?: 'Mutation', unmarkLessonDone: { __typename?: 'LessonCompletionResult', message: string, progress: { __typename?: 'CourseProgress', completedLessons: number, percent: number, nextLessonId: number | null } } };

export type LastAdminRacesDeactivateMutationVariables = Exact<{
  p: Scalars['String']['input'];
}>;


export type LastAdminRacesDeactivateMutation = { __typename?: 'Mutation', deactivateAccount: { __typename?: 'ActionResult', ok: boolean } };

export type LastAdminRacesDeleteMutationVariables = Exact<{
  p: Scalars['String']['input'];
}>;


export type LastAdminRacesDeleteMutation = { __typename?: 'Mutation', deleteAccount: { __typename?: 'ActionResult', ok: boolean } };

export type LastAdminRacesSwitchOffMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type LastAdminRacesSwitchOffMutation = { __typename?: 'Mutation', toggleUserStatus: { __typename?: 'User', isActive: boolean } };

export type LinksUpdateProfileMutationVariables = Exact<{
  input: ProfileUpdateInput;
}>;


export type LinksUpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: number } };

export type LinksUpdateUserMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: AdminUserInput;
}>;


export type LinksUpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: number } };

export type RacesEnrollMutationVariables = Exact<{
  courseId: Scalars['Int']['input'];
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
}>;


export type RacesEnrollMutation = { __typename?: 'Mutation', enrollInCourse: { __typename?: 'EnrollmentResult', message: string, enrollment: { __typename?: 'CourseEnrollment', id: number, status: EnrollmentStatus } } };

export type RacesEnrollmentStatusMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  status: EnrollmentStatus;
}>;


export type RacesEnrollmentStatusMutation = { __typename?: 'Mutation', updateEnrollmentStatus: { __typename?: 'CourseEnrollment', id: number, status: EnrollmentStatus } };

export type RacesMarkAllReadMutationVariables = Exact<{ [key: string]: never; }>;


export type RacesMarkAllReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: { __typename?: 'NotificationCount', count: number } };

export type SessionsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsMeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: number } | null };


export const GraphqlDoorMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GraphqlDoorMyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<GraphqlDoorMyProfileQuery, GraphqlDoorMyProfileQueryVariables>;
export const EmailRuleSignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailRuleSignup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EmailRuleSignupMutation, EmailRuleSignupMutationVariables>;
export const LoginByPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginByPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<LoginByPhoneMutation, LoginByPhoneMutationVariables>;
export const LoginMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LoginMeQuery, LoginMeQueryVariables>;
export const LoginMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginMyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LoginMyProfileQuery, LoginMyProfileQueryVariables>;
export const SignupMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignupMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]} as unknown as DocumentNode<SignupMeQuery, SignupMeQueryVariables>;
export const SignupResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupResend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"StringValue","value":"09121110002","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"SIGNUP","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignupResendMutation, SignupResendMutationVariables>;
export const SignupStaffOnlyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupStaffOnly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userType"},"value":{"kind":"StringValue","value":"STAFF","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRequired"}}]}}]}}]} as unknown as DocumentNode<SignupStaffOnlyMutation, SignupStaffOnlyMutationVariables>;
export const SignupTakenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupTaken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignupTakenMutation, SignupTakenMutationVariables>;
export const SignupDirectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignupDirect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"userType"},"value":{"kind":"StringValue","value":"DONOR","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"علی","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"رضایی","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"ali@example.org","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"StringValue","value":"09121110007","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"StringValue","value":"secret123","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"organization"},"value":{"kind":"StringValue","value":"شرکت","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"organization"}}]}}]}}]}}]} as unknown as DocumentNode<SignupDirectMutation, SignupDirectMutationVariables>;
export const ContactBulkResolveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactBulkResolve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateContactStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"RESOLVED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContactBulkResolveMutation, ContactBulkResolveMutationVariables>;
export const ContactBulkInProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactBulkInProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateContactStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"IN_PROGRESS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContactBulkInProgressMutation, ContactBulkInProgressMutationVariables>;
export const ContactBulkNoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactBulkNone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateContactStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"ListValue","values":[]}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"RESOLVED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContactBulkNoneMutation, ContactBulkNoneMutationVariables>;
export const ContactAdminSearchMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactAdminSearchMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"IN_PROGRESS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ContactAdminSearchMessagesQuery, ContactAdminSearchMessagesQueryVariables>;
export const ContactAdminBackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactAdminBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContactStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"IN_PROGRESS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ContactAdminBackMutation, ContactAdminBackMutationVariables>;
export const ContactSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ContactSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ContactSubmitMutation, ContactSubmitMutationVariables>;
export const CourseAccessPublicCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseAccessPublicCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoKey"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"resourcesUrls"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"contentAvailable"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CourseAccessPublicCourseQuery, CourseAccessPublicCourseQueryVariables>;
export const CourseAccessAdminCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseAccessAdminCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentText"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CourseAccessAdminCourseQuery, CourseAccessAdminCourseQueryVariables>;
export const CourseInstructorArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CourseInstructorArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CourseInstructorArchiveMutation, CourseInstructorArchiveMutationVariables>;
export const CourseStatusPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CourseStatusPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CourseStatusPublishMutation, CourseStatusPublishMutationVariables>;
export const CourseLinksLessonVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CourseLinksLessonVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLessonVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"videoUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}}]}}]}}]} as unknown as DocumentNode<CourseLinksLessonVideoMutation, CourseLinksLessonVideoMutationVariables>;
export const CoursesCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursesCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"EnumValue","value":"BEGINNER"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"PRICE_DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<CoursesCatalogueQuery, CoursesCatalogueQueryVariables>;
export const CoursesSyllabiDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursesSyllabi"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CoursesSyllabiQuery, CoursesSyllabiQueryVariables>;
export const CoursesOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursesOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CoursesOneQuery, CoursesOneQueryVariables>;
export const CoursesBadPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursesBadPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"-2"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}}]}}]}}]} as unknown as DocumentNode<CoursesBadPageQuery, CoursesBadPageQueryVariables>;
export const DonationAdminDaysListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationAdminDaysList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"programId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"programId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<DonationAdminDaysListQuery, DonationAdminDaysListQueryVariables>;
export const DonationApprovalProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationApprovalProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}}]}}]}}]} as unknown as DocumentNode<DonationApprovalProfileQuery, DonationApprovalProfileQueryVariables>;
export const DonationBulkStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonationBulkStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateDonationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DonationBulkStatusMutation, DonationBulkStatusMutationVariables>;
export const DonationLimitsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonationLimitsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DonationLimitsCreateMutation, DonationLimitsCreateMutationVariables>;
export const DonationsCreateTypedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonationsCreateTyped"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DonationsCreateTypedMutation, DonationsCreateTypedMutationVariables>;
export const CoursePaymentsRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CoursePaymentsReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnrollmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CoursePaymentsRejectMutation, CoursePaymentsRejectMutationVariables>;
export const CoursePaymentsCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CoursePaymentsCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnrollmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"CANCELLED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CoursePaymentsCancelMutation, CoursePaymentsCancelMutationVariables>;
export const EnrollmentsEnrollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrollmentsEnroll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollInCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiresGateway"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayUrl"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<EnrollmentsEnrollMutation, EnrollmentsEnrollMutationVariables>;
export const EnrollmentsCoursePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnrollmentsCoursePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolledStudents"}},{"kind":"Field","name":{"kind":"Name","value":"viewerEnrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"contentAvailable"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EnrollmentsCoursePageQuery, EnrollmentsCoursePageQueryVariables>;
export const HealthHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HealthHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"health"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"database"}},{"kind":"Field","name":{"kind":"Name","value":"databaseDriver"}}]}}]}}]} as unknown as DocumentNode<HealthHealthQuery, HealthHealthQueryVariables>;
export const LandingAdminSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingAdminSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLandingSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}}]}}]}}]} as unknown as DocumentNode<LandingAdminSectionsQuery, LandingAdminSectionsQueryVariables>;
export const LandingAdminCreateBadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LandingAdminCreateBad"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LandingAdminCreateBadMutation, LandingAdminCreateBadMutationVariables>;
export const LandingAdminSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingAdminSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"k"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLandingContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"k"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}}]}}]}}]} as unknown as DocumentNode<LandingAdminSearchQuery, LandingAdminSearchQueryVariables>;
export const LandingAdminCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LandingAdminCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<LandingAdminCreateMutation, LandingAdminCreateMutationVariables>;
export const LandingAdminToggleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LandingAdminToggle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<LandingAdminToggleMutation, LandingAdminToggleMutationVariables>;
export const LandingAdminOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingAdminOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<LandingAdminOneQuery, LandingAdminOneQueryVariables>;
export const LandingAdminDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LandingAdminDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LandingAdminDeleteMutation, LandingAdminDeleteMutationVariables>;
export const LandingKeysUnknownKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LandingKeysUnknownKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sectionKey"},"value":{"kind":"StringValue","value":"stats.visitors","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderIndex"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LandingKeysUnknownKeyMutation, LandingKeysUnknownKeyMutationVariables>;
export const LandingKeysSubtitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LandingKeysSubtitle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sectionKey"},"value":{"kind":"StringValue","value":"hero.subtitle","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"orderIndex"},"value":{"kind":"IntValue","value":"2"}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"StringValue","value":"با هم می‌سازیم","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LandingKeysSubtitleMutation, LandingKeysSubtitleMutationVariables>;
export const LandingKeysHeroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingKeysHero"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hero"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<LandingKeysHeroQuery, LandingKeysHeroQueryVariables>;
export const LandingPicturesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LandingPicturesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LandingPicturesCreateMutation, LandingPicturesCreateMutationVariables>;
export const LandingPicturesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LandingPicturesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandingContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLandingContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LandingPicturesUpdateMutation, LandingPicturesUpdateMutationVariables>;
export const LandingPublicLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingPublicLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentsHelped"}}]}}]}}]}}]} as unknown as DocumentNode<LandingPublicLandingQuery, LandingPublicLandingQueryVariables>;
export const LandingTotalsStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingTotalsStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentsHelped"}},{"kind":"Field","name":{"kind":"Name","value":"donorsActive"}}]}}]}}]}}]} as unknown as DocumentNode<LandingTotalsStatsQuery, LandingTotalsStatsQueryVariables>;
export const LearningProgressPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearningProgressPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerCertificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LearningProgressPageQuery, LearningProgressPageQueryVariables>;
export const LearningMyCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearningMyCourses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCourses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}}]}}]}}]}}]} as unknown as DocumentNode<LearningMyCoursesQuery, LearningMyCoursesQueryVariables>;
export const LearningMyCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearningMyCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LearningMyCertificatesQuery, LearningMyCertificatesQueryVariables>;
export const LearningClaimCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LearningClaimCertificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LearningClaimCertificateMutation, LearningClaimCertificateMutationVariables>;
export const NewsletterBadAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NewsletterBadAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"StringValue","value":"x","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<NewsletterBadAddressMutation, NewsletterBadAddressMutationVariables>;
export const NotificationsRecentNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsRecentNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NotificationsRecentNotificationsQuery, NotificationsRecentNotificationsQueryVariables>;
export const NotificationsUnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsUnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<NotificationsUnreadNotificationCountQuery, NotificationsUnreadNotificationCountQueryVariables>;
export const LayoutLinksCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LayoutLinksCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LayoutLinksCreateMutation, LayoutLinksCreateMutationVariables>;
export const LayoutLinksOldPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LayoutLinksOldPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPageByKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageKey"},"value":{"kind":"StringValue","value":"old-links","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layoutData"}}]}}]}}]} as unknown as DocumentNode<LayoutLinksOldPageQuery, LayoutLinksOldPageQueryVariables>;
export const PageAddressesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PageAddressesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PageAddressesCreateMutation, PageAddressesCreateMutationVariables>;
export const PageAddressesGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageAddressesGuide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPageByKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageKey"},"value":{"kind":"StringValue","value":"donor-guide","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicPath"}}]}}]}}]} as unknown as DocumentNode<PageAddressesGuideQuery, PageAddressesGuideQueryVariables>;
export const PageComponentsContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageComponentsContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HeroProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundType"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}},{"kind":"Field","name":{"kind":"Name","value":"buttonLink"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PageComponentsContentQuery, PageComponentsContentQueryVariables>;
export const PageLayoutAdminListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageLayoutAdminList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPageLayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PageLayoutAdminListQuery, PageLayoutAdminListQueryVariables>;
export const PageLayoutAdminBadLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PageLayoutAdminBadLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PageLayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PageLayoutAdminBadLinkMutation, PageLayoutAdminBadLinkMutationVariables>;
export const PageLayoutAdminHostileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageLayoutAdminHostile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPageByKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageKey"},"value":{"kind":"StringValue","value":"hostile-save","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"props"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlockProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramsProps"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PageLayoutAdminHostileQuery, PageLayoutAdminHostileQueryVariables>;
export const PageLayoutAdminPublishDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PageLayoutAdminPublish"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<PageLayoutAdminPublishMutation, PageLayoutAdminPublishMutationVariables>;
export const PageLayoutsDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageLayoutsDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPageLayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PageLayoutsDraftQuery, PageLayoutsDraftQueryVariables>;
export const PageLayoutsPublicPageByKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageLayoutsPublicPageByKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPageByKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageKey"},"value":{"kind":"StringValue","value":"draft","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PageLayoutsPublicPageByKeyQuery, PageLayoutsPublicPageByKeyQueryVariables>;
export const PaymentMethodAdminSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentMethodAdminSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantId"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentMethodAdminSaveMutation, PaymentMethodAdminSaveMutationVariables>;
export const PaymentMethodAdminUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentMethodAdminUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodAdminUpdateMutation, PaymentMethodAdminUpdateMutationVariables>;
export const PaymentMethodAdminAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethodAdminAudit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"StringValue","value":"paymentMethod","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentMethodAdminAuditQuery, PaymentMethodAdminAuditQueryVariables>;
export const PaymentMethodsActivePaymentMethods2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethodsActivePaymentMethods2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePaymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"usage"},"value":{"kind":"EnumValue","value":"BOTH"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<PaymentMethodsActivePaymentMethods2Query, PaymentMethodsActivePaymentMethods2QueryVariables>;
export const OneOpenAttemptRefundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OneOpenAttemptRefunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"REFUND_NEEDED"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<OneOpenAttemptRefundsQuery, OneOpenAttemptRefundsQueryVariables>;
export const PaymentsRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestZarinpalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"donationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gatewayUrl"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}}]}}]}}]} as unknown as DocumentNode<PaymentsRequestMutation, PaymentsRequestMutationVariables>;
export const PaymentsCallbackNokDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsCallbackNok"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zarinpalCallback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"authority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"StringValue","value":"NOK","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"redirectPath"}}]}}]}}]} as unknown as DocumentNode<PaymentsCallbackNokMutation, PaymentsCallbackNokMutationVariables>;
export const ReturnOriginRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReturnOriginRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestZarinpalPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"donationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gatewayUrl"}}]}}]}}]} as unknown as DocumentNode<ReturnOriginRequestMutation, ReturnOriginRequestMutationVariables>;
export const BigSumsPublicProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BigSumsPublicPrograms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"fundingPercentage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programsAcceptingApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programsWithAvailableSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalFundingRaised"}},{"kind":"Field","name":{"kind":"Name","value":"totalFundingTarget"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programDonationStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"averageDonation"}},{"kind":"Field","name":{"kind":"Name","value":"largestDonation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programTopDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"programDonations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicLanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fundsRaised"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminDonationStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"averageDonation"}}]}}]}}]} as unknown as DocumentNode<BigSumsPublicProgramsQuery, BigSumsPublicProgramsQueryVariables>;
export const ProgramRaceRecountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgramRaceRecount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recomputeProgramFunding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raisedAmount"}}]}}]}}]} as unknown as DocumentNode<ProgramRaceRecountMutation, ProgramRaceRecountMutationVariables>;
export const ProgramRaceDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgramRaceDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]}}]} as unknown as DocumentNode<ProgramRaceDeleteMutation, ProgramRaceDeleteMutationVariables>;
export const ProgramAdminRestDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgramAdminRestDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProgramAdminRestDeleteMutation, ProgramAdminRestDeleteMutationVariables>;
export const ProgramAdminRestNegativeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProgramAdminRestNegative"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgramParticipants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentParticipants"},"value":{"kind":"IntValue","value":"-1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProgramAdminRestNegativeMutation, ProgramAdminRestNegativeMutationVariables>;
export const ProgramAdminCoordinatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramAdminCoordinator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coordinatorName"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatorPhone"}}]}}]}}]} as unknown as DocumentNode<ProgramAdminCoordinatorQuery, ProgramAdminCoordinatorQueryVariables>;
export const ProgramAdminSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramAdminSearch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"پیش نویس کرمان","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<ProgramAdminSearchQuery, ProgramAdminSearchQueryVariables>;
export const ProgramAdminFirstPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramAdminFirstPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalElements"}}]}}]}}]} as unknown as DocumentNode<ProgramAdminFirstPageQuery, ProgramAdminFirstPageQueryVariables>;
export const ProgramAdminByStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramAdminByStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"SCHOLARSHIP"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramAdminByStatusQuery, ProgramAdminByStatusQueryVariables>;
export const ProgramAdminOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramAdminOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ProgramAdminOneQuery, ProgramAdminOneQueryVariables>;
export const ProgramAdminMissingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramAdminMissing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"IntValue","value":"999999"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProgramAdminMissingQuery, ProgramAdminMissingQueryVariables>;
export const ProgramListsPublicProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramListsPublicProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eligibilityItems"}},{"kind":"Field","name":{"kind":"Name","value":"requiredDocumentItems"}},{"kind":"Field","name":{"kind":"Name","value":"benefitItems"}},{"kind":"Field","name":{"kind":"Name","value":"requirementItems"}},{"kind":"Field","name":{"kind":"Name","value":"timelineEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ProgramListsPublicProgramQuery, ProgramListsPublicProgramQueryVariables>;
export const ProgramsPublicProgramsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgramsPublicPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicPrograms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"StringValue","value":"پیش‌نویس","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}}]}}]}}]} as unknown as DocumentNode<ProgramsPublicProgramsQuery, ProgramsPublicProgramsQueryVariables>;
export const ReceiptsYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptsYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDonationYears"}}]}}]} as unknown as DocumentNode<ReceiptsYearsQuery, ReceiptsYearsQueryVariables>;
export const ReceiptsOthersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptsOthers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDonationReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"donationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<ReceiptsOthersQuery, ReceiptsOthersQueryVariables>;
export const ReceiptsCreateDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiptsCreateDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptLink"}}]}}]}}]} as unknown as DocumentNode<ReceiptsCreateDonationMutation, ReceiptsCreateDonationMutationVariables>;
export const ReceiptsVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptsVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"isAnonymous"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]} as unknown as DocumentNode<ReceiptsVerifyQuery, ReceiptsVerifyQueryVariables>;
export const ReceiptsVerifyNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptsVerifyNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<ReceiptsVerifyNumberQuery, ReceiptsVerifyNumberQueryVariables>;
export const ReceiptsByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptsByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"t"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationReceiptByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"donationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"t"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<ReceiptsByTokenQuery, ReceiptsByTokenQueryVariables>;
export const ReceiptsBadYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiptsBadYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDonationStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jalaliYear"},"value":{"kind":"IntValue","value":"-5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<ReceiptsBadYearQuery, ReceiptsBadYearQueryVariables>;
export const SlideAdminListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlideAdminList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SlideAdminListQuery, SlideAdminListQueryVariables>;
export const SlideAdminCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SlideAdminCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SlideAdminCreateMutation, SlideAdminCreateMutationVariables>;
export const SlideAdminReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SlideAdminReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderSlides"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SlideAdminReorderMutation, SlideAdminReorderMutationVariables>;
export const SlideLinksCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SlideLinksCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<SlideLinksCreateMutation, SlideLinksCreateMutationVariables>;
export const SlidesPublicSlidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlidesPublicSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"showTitle"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<SlidesPublicSlidesQuery, SlidesPublicSlidesQueryVariables>;
export const SpendingAdminListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpendingAdminList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProgramSpendings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SpendingAdminListQuery, SpendingAdminListQueryVariables>;
export const SpendingAdminRefusedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SpendingAdminRefused"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpendingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgramSpending"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SpendingAdminRefusedMutation, SpendingAdminRefusedMutationVariables>;
export const SpendingAdminCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SpendingAdminCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"i"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramSpendingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgramSpending"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"i"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"spentOn"}}]}}]}}]} as unknown as DocumentNode<SpendingAdminCreateMutation, SpendingAdminCreateMutationVariables>;
export const TransparencyTransparencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransparencyTransparency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programTransparency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"programId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programId"}},{"kind":"Field","name":{"kind":"Name","value":"targetBudget"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jalaliYear"}},{"kind":"Field","name":{"kind":"Name","value":"jalaliMonth"}},{"kind":"Field","name":{"kind":"Name","value":"monthName"}},{"kind":"Field","name":{"kind":"Name","value":"raised"}},{"kind":"Field","name":{"kind":"Name","value":"raisedToDate"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spendings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spentOn"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"receiptImageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<TransparencyTransparencyQuery, TransparencyTransparencyQueryVariables>;
export const TransparencyFinancialReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransparencyFinancialReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financialReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jalaliYear"},"value":{"kind":"IntValue","value":"1404"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jalaliYear"}},{"kind":"Field","name":{"kind":"Name","value":"years"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}},{"kind":"Field","name":{"kind":"Name","value":"programs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"moneyIn"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOut"}}]}}]}}]}}]} as unknown as DocumentNode<TransparencyFinancialReportQuery, TransparencyFinancialReportQueryVariables>;
export const AdminAccountMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccountMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]}}]} as unknown as DocumentNode<AdminAccountMeQuery, AdminAccountMeQueryVariables>;
export const LastAdminDeactivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LastAdminDeactivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LastAdminDeactivateMutation, LastAdminDeactivateMutationVariables>;
export const LastAdminDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LastAdminDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LastAdminDeleteMutation, LastAdminDeleteMutationVariables>;
export const LeavingFilesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeavingFilesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LeavingFilesDeleteMutation, LeavingFilesDeleteMutationVariables>;
export const PhoneChangeProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PhoneChangeProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}}]}}]}}]} as unknown as DocumentNode<PhoneChangeProfileMutation, PhoneChangeProfileMutationVariables>;
export const PhoneChangeConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PhoneChangeConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmPhoneChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPhoneChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPhoneNumber"}}]}}]}}]} as unknown as DocumentNode<PhoneChangeConfirmMutation, PhoneChangeConfirmMutationVariables>;
export const UserAdminDonorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserAdminDonors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"DONOR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}}]}}]}}]} as unknown as DocumentNode<UserAdminDonorsQuery, UserAdminDonorsQueryVariables>;
export const UserAdminVerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserAdminVerify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleUserVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]}}]} as unknown as DocumentNode<UserAdminVerifyMutation, UserAdminVerifyMutationVariables>;
export const UsersProfileStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersProfileStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalDonations"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyDonations"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalProgramsSupported"}},{"kind":"Field","name":{"kind":"Name","value":"programStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programName"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}}]}}]}}]}}]} as unknown as DocumentNode<UsersProfileStatsQuery, UsersProfileStatsQueryVariables>;
export const UsersToggleStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsersToggleStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<UsersToggleStatusMutation, UsersToggleStatusMutationVariables>;
export const LearningMarkDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LearningMarkDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markLessonDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalLessons"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"completedLessonIds"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}},{"kind":"Field","name":{"kind":"Name","value":"verificationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]}}]} as unknown as DocumentNode<LearningMarkDoneMutation, LearningMarkDoneMutationVariables>;
export const LearningUnmarkDoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LearningUnmarkDone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmarkLessonDone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedLessons"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"nextLessonId"}}]}}]}}]}}]} as unknown as DocumentNode<LearningUnmarkDoneMutation, LearningUnmarkDoneMutationVariables>;
export const LastAdminRacesDeactivateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LastAdminRacesDeactivate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LastAdminRacesDeactivateMutation, LastAdminRacesDeactivateMutationVariables>;
export const LastAdminRacesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LastAdminRacesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LastAdminRacesDeleteMutation, LastAdminRacesDeleteMutationVariables>;
export const LastAdminRacesSwitchOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LastAdminRacesSwitchOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<LastAdminRacesSwitchOffMutation, LastAdminRacesSwitchOffMutationVariables>;
export const LinksUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinksUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LinksUpdateProfileMutation, LinksUpdateProfileMutationVariables>;
export const LinksUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LinksUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LinksUpdateUserMutation, LinksUpdateUserMutationVariables>;
export const RacesEnrollDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RacesEnroll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollInCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethod"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RacesEnrollMutation, RacesEnrollMutationVariables>;
export const RacesEnrollmentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RacesEnrollmentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollmentStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnrollmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RacesEnrollmentStatusMutation, RacesEnrollmentStatusMutationVariables>;
export const RacesMarkAllReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RacesMarkAllRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RacesMarkAllReadMutation, RacesMarkAllReadMutationVariables>;
export const SessionsMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionsMeQuery, SessionsMeQueryVariables>;