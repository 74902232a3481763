// The printed certificate's wording.
export const certificateTexts = {
  title: 'گواهی پایان دوره',
  lead: 'بدین‌وسیله گواهی می‌شود',
  coursePrefix: 'دوره‌ی آموزشی',
  courseSuffix: 'را با موفقیت به پایان رسانده است.',
  issuedOn: 'تاریخ صدور',
  code: 'کد تأیید',
  howToVerify: 'برای بررسی اصالت، QR را اسکن کنید یا کد را در این نشانی وارد کنید',
  fileName: (id: number) => `certificate-${id}.pdf`,
} as const;
