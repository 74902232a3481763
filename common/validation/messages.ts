// Every validation message, once. Texts marked "spec" are copied from the spec (with the zero-width
// non-joiners the spec lost put back); the others are our Persian wording (see README.md).
import { toPersianDigits } from '../digits';

export const messages = {
  // Generic (spec doc 1 §5 mentions these without texts)
  required: 'این فیلد الزامی است',
  invalidValue: 'مقدار واردشده نامعتبر است',
  invalidNumber: 'لطفاً یک عدد معتبر وارد کنید',
  invalidDate: 'تاریخ واردشده نامعتبر است',
  invalidUrl: 'لینک واردشده معتبر نیست',
  invalidJson: 'متن واردشده JSON معتبر نیست',

  // Phone
  phoneRequired: 'شماره موبایل الزامی است', // spec
  phoneFormat: 'فرمت شماره موبایل نادرست است', // spec
  phoneInvalid: 'شماره تلفن نامعتبر است', // spec (optional phone fields)

  // Password
  passwordRequired: 'رمز عبور الزامی است', // spec
  passwordMin: 'رمز عبور باید حداقل ۶ کاراکتر باشد', // spec (login, signup, admin user create)
  passwordMax: 'رمز عبور نباید بیشتر از ۱۲۸ کاراکتر باشد',

  // One-time code
  otpRequired: 'کد تایید الزامی است', // spec
  otpLength: 'کد تایید باید شش رقم باشد', // spec (login)
  otpLengthSignup: 'کد تایید باید ۶ رقم باشد', // spec (signup)

  // People
  userTypeRequired: 'لطفاً نوع کاربر را انتخاب کنید', // spec
  firstNameRequired: 'نام الزامی است', // spec (contact form, admin user)
  firstNameMin: 'نام باید حداقل ۲ کاراکتر باشد', // spec (contact form)
  lastNameRequired: 'نام خانوادگی الزامی است',
  lastNameMin: 'نام خانوادگی باید حداقل ۲ کاراکتر باشد',
  fullNameRequired: 'نام و نام خانوادگی الزامی است', // spec (donation)
  emailRequired: 'ایمیل الزامی است', // spec
  emailFormat: 'فرمت ایمیل نادرست است', // spec (signup, contact)
  emailFormatAlt: 'فرمت ایمیل صحیح نیست', // spec (donation, admin user)
  educationLevelInvalid: 'مقطع تحصیلی انتخاب‌شده نامعتبر است',
  staffPositionInvalid: 'سمت انتخاب‌شده نامعتبر است',

  // Contact form (spec doc 2 §5)
  contactSubjectRequired: 'انتخاب موضوع الزامی است',
  contactMessageRequired: 'متن پیام الزامی است',
  contactMessageMin: 'پیام باید حداقل ۱۰ کاراکتر باشد',

  // Donation form (spec doc 2 §5)
  donationAmountMin: 'حداقل مبلغ کمک ۱۰۰۰ تومان است', // spec
  donationAmountMax: 'حداکثر مبلغ کمک ۱ میلیارد تومان است', // MAX_DONATION_TOMAN
  donationAmountInteger: 'مبلغ کمک باید به تومان و بدون اعشار باشد',
  donationMessageMax: 'پیام نباید بیشتر از ۵۰۰ کاراکتر باشد',
  paymentMethodRequired: 'لطفاً روش پرداخت را انتخاب کنید',

  // Uploads
  fileRequired: 'هیچ فایلی انتخاب نشده است',
  imageType: 'لطفاً یک فایل تصویری انتخاب کنید', // spec
  imageTooLarge: 'حجم فایل نباید بیشتر از ۵ مگابایت باشد', // spec (its digit in Persian)
  imageTooManyPixels: 'ابعاد تصویر بیش از حد بزرگ است (حداکثر ۴۰ مگاپیکسل)',
  videoType: 'فرمت ویدیو مجاز نیست. فرمت‌های مجاز: MP4، AVI، MOV، WMV، FLV، WEBM، MKV',
  videoTooLarge: 'حجم ویدیو نباید بیشتر از ۱۰۰ مگابایت باشد',

  // Slide (spec doc 3 §5)
  slideTitleRequired: 'عنوان اسلاید الزامی است',
  slideImageRequired: 'تصویر اسلاید الزامی است',
  slideImageAddress: 'نشانی تصویر باید لینک http یا https یا تصویری آپلودشده در همین سایت باشد',
  /** An /uploads/ picture address (any form) that names no image the site stored. */
  pictureNotStored: 'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد',
  /** A picture address anywhere (course, program, slide …): the site's image policy shows only its own. */
  pictureAddress: 'نشانی تصویر باید تصویری آپلودشده در همین سایت باشد',
  pictureElsewhere:
    'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید',
  slideLinkInvalid: 'لینک اسلاید باید با http:// یا https:// شروع شود یا مسیری در همین سایت باشد',
  slideImageTypeOnly: 'لطفاً فقط فایل تصویری انتخاب کنید', // spec (slide upload)

  // Payment method (spec doc 3 §5)
  paymentDisplayNameFaRequired: 'نام فارسی روش پرداخت الزامی است',
  paymentCodeFormat: 'کد فقط می‌تواند شامل حروف کوچک انگلیسی، عدد و خط زیر باشد',
  paymentConfigJsonInvalid: 'تنظیمات درگاه باید JSON معتبر باشد',

  // Program (spec doc 2 §5, doc 3 §5)
  programStarredFields: 'لطفاً همه فیلدهای ستاره‌دار را تکمیل کنید.',
  programNameRequired: 'نام برنامه الزامی است',
  programNameMin: 'نام برنامه باید حداقل ۳ کاراکتر باشد',
  programDescriptionMin: 'توضیحات برنامه باید حداقل ۱۰ کاراکتر باشد',
  programTypeRequired: 'نوع برنامه الزامی است',
  programStatusRequired: 'وضعیت برنامه الزامی است',
  programStartDateRequired: 'تاریخ شروع الزامی است',
  programEndDateRequired: 'تاریخ پایان الزامی است',
  programEndAfterStart: 'تاریخ پایان باید بعد از تاریخ شروع باشد',
  programMaxParticipantsMin: 'حداکثر تعداد شرکت‌کنندگان باید حداقل ۱ باشد',
  programBudgetNegative: 'بودجه هدف نمی‌تواند منفی باشد',
  programRaisedNegative: 'مبلغ جمع‌آوری‌شده نمی‌تواند منفی باشد',
  programCoordinatorIdInvalid: 'شناسه هماهنگ‌کننده باید عدد صحیح باشد',
  programTimelineJsonInvalid: 'فرمت JSON برنامه زمان‌بندی معتبر نیست.',
  programDeadlineAfterEnd: 'مهلت ثبت‌نام نباید بعد از تاریخ پایان باشد',
  programStatusNotOnCreate: 'برنامه‌ی جدید فقط می‌تواند پیش‌نویس یا فعال باشد',
  timelineEventDateRequired: 'تاریخ رویداد الزامی است',
  timelineEventTextRequired: 'شرح رویداد الزامی است',

  // Course (spec doc 2 §5, doc 3 §5)
  courseTitleRequired: 'عنوان دوره الزامی است',
  courseTitleMax: 'عنوان دوره نباید بیشتر از ۲۰۰ کاراکتر باشد',
  courseCategoryRequired: 'انتخاب دسته‌بندی الزامی است',
  courseLevelRequired: 'انتخاب سطح دوره الزامی است',
  courseShortDescriptionMax: 'توضیح کوتاه نباید بیشتر از ۵۰۰ کاراکتر باشد',
  courseDescriptionMax: 'توضیحات دوره نباید بیشتر از ۵۰۰۰ کاراکتر باشد',
  courseWhatYouWillLearnMax: 'اهداف یادگیری نباید بیشتر از ۲۰۰۰ کاراکتر باشد',
  courseRequirementsMax: 'پیش‌نیازها نباید بیشتر از ۱۵۰۰ کاراکتر باشد',
  courseTargetAudienceMax: 'مخاطبان دوره نباید بیشتر از ۱۵۰۰ کاراکتر باشد',
  coursePriceNegative: 'قیمت دوره نمی‌تواند منفی باشد',
  courseDurationHoursNegative: 'ساعت مدت دوره نمی‌تواند منفی باشد',
  courseDurationMinutesRange: 'دقیقه باید بین ۰ تا ۵۹ باشد',
  courseMaxStudentsMin: 'ظرفیت دوره باید حداقل ۱ نفر باشد',
  courseSkillsMax: 'حداکثر ۱۵ مهارت می‌توانید اضافه کنید',
  courseLanguageInvalid: 'زبان دوره نامعتبر است',
  courseStatusInvalid: 'وضعیت دوره نامعتبر است',
  courseDescriptionRequired: 'توضیحات دوره الزامی است',
  courseLearningGoalsRequired: 'اهداف یادگیری الزامی است',
  courseChapterRequired: 'حداقل یک فصل الزامی است',
  courseSkillsMin: 'حداقل ۳ مهارت کلیدی الزامی است',
  chapterTitleMin: 'عنوان فصل باید حداقل ۳ کاراکتر باشد', // spec
  durationNegative: 'مدت زمان نمی‌تواند منفی باشد',
  lessonTitleRequired: 'عنوان درس الزامی است',
  lessonContentTypeRequired: 'نوع محتوای درس الزامی است',
  lessonVideoRequired: 'برای درس ویدیویی، لینک یا فایل ویدیو الزامی است',
  lessonTextRequired: 'محتوای متنی درس الزامی است',
  lessonResourceRequired: 'حداقل یک لینک منبع الزامی است',

  // Accounts (issue 3; our wording)
  adminSignupNotAllowed: 'ثبت‌نام با نوع کاربری «مدیر» امکان‌پذیر نیست',
  phoneOrEmailRequired: 'شماره موبایل یا ایمیل الزامی است',
  currentPasswordRequired: 'رمز عبور فعلی الزامی است',
  newPasswordSameAsCurrent: 'رمز عبور جدید باید با رمز عبور فعلی متفاوت باشد',

  // Notifications (issue 3; our wording)
  notificationUserRequired: 'گیرنده اعلان الزامی است',
  notificationTitleRequired: 'عنوان اعلان الزامی است',
  notificationMessageRequired: 'متن اعلان الزامی است',
  pageInvalid: 'شماره صفحه نامعتبر است',
  pageSizeInvalid: 'تعداد موارد هر صفحه باید بین ۱ تا ۱۰۰ باشد',

  // Admin user (spec doc 3 §5)
  userTypeInvalid: 'نوع کاربر نامعتبر است',

  // Landing content (spec doc 3 §5)
  landingSectionKeyRequired: 'کلید بخش الزامی است',
  landingOrderRequired: 'ترتیب نمایش الزامی است',
  landingSectionKeyFormat:
    'کلید بخش باید با یکی از بخش‌های hero، stats، programs، testimonials یا cta، یک نقطه و نام فیلد نوشته شود (مثل hero.title)',
  landingExtraDataInvalid: 'داده‌های اضافی باید JSON معتبر باشد',

  // Page layouts (issue 14; our wording)
  pageLayoutNameRequired: 'نام صفحه الزامی است',
  pageKeyRequired: 'کلید صفحه الزامی است',
  pageKeyFormat:
    'کلید صفحه فقط می‌تواند حروف کوچک انگلیسی، عدد و خط تیره (-) داشته باشد، مثل privacy یا about-us',
  pageKeyReserved: 'این کلید نشانی یکی از بخش‌های خود سایت است؛ کلید دیگری انتخاب کنید',
  layoutDataInvalid: 'داده‌های چیدمان صفحه نامعتبر است',
  layoutTooManyComponents: 'یک صفحه حداکثر ۲۰۰ مؤلفه می‌تواند داشته باشد',
  layoutTooManyItems: 'حداکثر ۵۰ مورد مجاز است',
  pageComponentTypeUnknown: 'نوع مؤلفه شناخته‌شده نیست',
  invalidColor: 'رنگ واردشده معتبر نیست',
  imageHeightInvalid: 'ارتفاع باید عددی با واحد px، rem، vh یا % باشد، مثل 320px',
  ratingInvalid: 'امتیاز باید عددی صحیح از ۰ تا ۵ باشد',

  // Program spending entries (issue 15; our wording)
  spendingDateRequired: 'تاریخ هزینه الزامی است',
  spendingDateFuture: 'تاریخ هزینه نمی‌تواند بعد از امروز باشد',
  spendingAmountRequired: 'مبلغ هزینه الزامی است',
  spendingAmountMin: 'مبلغ هزینه باید عددی صحیح و دست‌کم ۱ تومان باشد',
  spendingAmountMax: 'مبلغ هزینه حداکثر ۱۰۰ میلیارد تومان است',
  spendingDescriptionRequired: 'شرح هزینه الزامی است',
  spendingReceiptAddress: 'تصویر رسید باید تصویری آپلودشده در همین سایت باشد',
} as const;

export type MessageKey = keyof typeof messages;

/** A link in a text or a list that the link rule (./link) refuses, named so the admin can find it. */
export function linkMessage(href: string): string {
  return `لینک «${href}» معتبر نیست؛ لینک باید مسیری در همین سایت (مثل /programs) یا نشانی کاملی با https:// باشد`;
}

/** Generic "too long" text for limits the spec does not word: 'حداکثر ۱۰۰ کاراکتر مجاز است'. */
export function maxLengthMessage(max: number): string {
  return `حداکثر ${toPersianDigits(max)} کاراکتر مجاز است`;
}
