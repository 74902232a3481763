// The texts for people of the notifications module: success answers and refusals.
export const notificationMessages = {
  allRead: 'همه اعلانات خوانده شدند',
  deleted: 'اعلان حذف شد',
  sent: 'اعلان ارسال شد',
  notFound: 'اعلان مورد نظر یافت نشد',
  userNotFound: 'کاربر مورد نظر یافت نشد',
} as const;
