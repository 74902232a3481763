// The texts for people of the page-layouts module.
export const pageLayoutMessages = {
  notFound: 'صفحه مورد نظر یافت نشد',
} as const;
