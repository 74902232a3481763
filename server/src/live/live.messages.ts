/** The live door's texts for people. */
export const liveMessages = {
  socketOnly: 'اشتراک‌ها فقط از راه WebSocket در نشانی ‎/graphql‎ در دسترس‌اند.',
  queriesOverHttp: 'روی این اتصال فقط اشتراک پذیرفته می‌شود؛ پرسش‌ها و تغییرها را با HTTP بفرستید.',
  tooManySockets: 'اتصال‌های زنده‌ی این نشست بیش از حد مجاز است.',
  signedOut: 'نشست شما پایان یافته است؛ دوباره وارد شوید.',
  unexpected: 'خطای غیرمنتظره‌ای رخ داد.',
} as const;
