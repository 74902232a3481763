import type { ComponentPropsWithoutRef } from 'react';

/** The white card every admin screen draws its lists, forms and settings on. */
export const panelClass = (extra = '') =>
  `${extra} rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6`.trim();

/** A `<div>` drawn as the admin card; forms, fieldsets and lists use `panelClass` on their own element. */
export function Panel({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={panelClass(className)} {...props} />;
}
