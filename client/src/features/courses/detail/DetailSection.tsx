import type { ReactNode } from 'react';

/** A titled white card of the course page. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
      <h2 id={id} className="mb-5 text-xl font-extrabold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
