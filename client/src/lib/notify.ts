import type { Renderable, ToastOptions } from 'react-hot-toast';

type ToastArguments = [message: Renderable, options?: ToastOptions];

/**
 * Toasts for code that ships with every page (header, footer): react-hot-toast loads with the first toast
 * instead of with the page. Its store is global, so a toast raised before the toaster mounts still shows.
 */
const loadToast = () => import('react-hot-toast').then((module) => module.default);

export const notify = {
  success(...args: ToastArguments): void {
    void loadToast().then((toast) => toast.success(...args));
  },
  error(...args: ToastArguments): void {
    void loadToast().then((toast) => toast.error(...args));
  },
};
