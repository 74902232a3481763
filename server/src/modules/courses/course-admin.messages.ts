/** The admin course screens' texts for people (spec doc 3 §2.7–2.8, §8), ZWNJ restored. */
export const courseAdminMessages = {
  created: 'دوره با موفقیت ایجاد شد',
  updated: 'دوره با موفقیت به‌روزرسانی شد',
  published: 'دوره با موفقیت منتشر شد',
  drafted: 'دوره به پیش‌نویس برگشت',
  archived: 'دوره بایگانی شد',
  deleted: 'دوره با موفقیت حذف شد',
  archivedInsteadOfDeleted:
    'این دوره دانشجوی ثبت‌نام‌شده دارد؛ به‌جای حذف، بایگانی شد تا دسترسی دانشجویان از بین نرود',
  notReadyToPublish: 'دوره هنوز آماده انتشار نیست',
  foreignChapter: 'این فصل متعلق به این دوره نیست',
  foreignLesson: 'این درس متعلق به این دوره نیست',
  courseDataInvalid: 'اطلاعات دوره (courseData) باید متن JSON معتبر باشد',
  lessonNotFound: 'درس مورد نظر یافت نشد',
  instructorNotStaff: 'مدرس انتخاب‌شده باید یکی از کارکنان باشد',
  videoNotFound: 'فایل ویدیو یافت نشد',
  videoMissing: 'ویدیوی درس را مشخص کنید (کلید فایل یا لینک؛ هر دو خالی برای حذف)',
  lessonVideoSaved: 'ویدیوی درس ذخیره شد',
  lessonVideoRemoved: 'ویدیوی درس حذف شد',
} as const;
