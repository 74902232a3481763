export const documentMessages = {
  pdfUnavailable:
    'ساخت فایل PDF در این لحظه ممکن نیست. نسخهٔ قابل چاپ را باز کنید و از گزینهٔ چاپ مرورگر استفاده کنید',
} as const;
