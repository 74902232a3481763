/** What the sign-in and sign-up screens say (spec doc 1 §8, with the zero-width non-joiners restored). */
export const AUTH_TEXTS = {
  loginSuccess: 'ورود با موفقیت انجام شد!',
  loginRejected: 'ورود ناموفق بود',
  loginFailed: 'خطا در ورود. دوباره تلاش کنید',
  signupCreated: 'حساب کاربری با موفقیت ایجاد شد!',
  signupVerified: 'حساب کاربری با موفقیت ایجاد و تایید شد!',
  signupRejected: 'ثبت‌نام ناموفق بود',
  signupFailed: 'خطا در عملیات. لطفاً دوباره تلاش کنید.',
  otpSent: 'کد تایید به شماره شما ارسال شد',
  otpSendFailed: 'ارسال کد تایید ناموفق بود. لطفاً دوباره تلاش کنید',
  codeStillValid: 'کد تایید پیش‌تر به این شماره ارسال شده و هنوز معتبر است؛ همان کد را وارد کنید.',
} as const;

/** The server refuses a new code for the same number within this many seconds (OTP_RESEND_COOLDOWN_SECONDS). */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
