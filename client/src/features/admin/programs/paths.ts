/** Route patterns, relative to /admin. */
export const programPaths = {
  list: 'programs',
  create: 'programs/create',
  edit: 'programs/:id/edit',
  spendings: 'programs/:id/spendings',
} as const;
