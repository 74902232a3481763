import { TOAST_ERROR_MS, TOAST_SUCCESS_ADMIN_MS } from '@common/constants';
import toast from 'react-hot-toast';

/** Toasts with the admin area's durations (spec doc 3 §9: success 3 s, error 4 s). */
export const adminToast = {
  success: (message: string) => toast.success(message, { duration: TOAST_SUCCESS_ADMIN_MS }),
  error: (message: string) => toast.error(message, { duration: TOAST_ERROR_MS }),
};
