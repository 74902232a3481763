/** Route patterns, relative to /admin. */
export const coursePaths = {
  list: 'courses',
  create: 'courses/create',
  edit: 'courses/:courseId/edit',
  videos: 'courses/:id/videos',
  // The spec's older simple edit page (doc 3 §2.9) is a mock; its address opens the wizard.
  manage: 'courses/:id',
} as const;
