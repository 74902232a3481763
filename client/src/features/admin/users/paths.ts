/** Route patterns, relative to /admin. */
export const userPaths = {
  list: 'users',
  create: 'users/create',
  edit: 'users/:id/edit',
} as const;
