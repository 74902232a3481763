import { rowsTagged } from '../../rest/route';
import { authMessages as messages } from './auth.messages';

const row = rowsTagged('auth');

export const authRoutes = [
  row('POST', '/auth/signup', 'signup', {
    messageFrom: (d) => d.signup.message,
    message: messages.signupCreated,
  }),
  row('POST', '/auth/mobile-login', 'mobileLogin', {
    messageFrom: (d) => d.mobileLogin.message,
    message: messages.otpSent,
  }),
  row('POST', '/auth/login', 'login', { message: messages.loggedIn }),
  row('POST', '/auth/send-otp', 'sendOtp'),
  row('POST', '/auth/verify-otp', 'verifyOtp', {
    messageFrom: (d) => d.verifyOtp.message,
    message: messages.loggedIn,
  }),
  row('POST', '/auth/logout', 'logout'),
];
