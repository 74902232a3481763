import type { ReactNode } from 'react';
import { BRAND_NAME, BRAND_TAGLINE } from '../../../app/brand';
import { LogoMark } from '../../../components/layout/Logo';
import { CheckIcon } from '../../../components/ui/pageIcons';
import { usePageTitle } from '../../../lib/usePageTitle';

interface AuthShellProps {
  title: string;
  subtitle: string;
  /** Short reasons to join, shown beside the form on wide screens. */
  highlights: readonly string[];
  children: ReactNode;
  /** The line under the form (link to the other guest page). */
  footer: ReactNode;
}

/** The frame of /login and /signup: a brand panel beside a white card holding the form. */
export function AuthShell({ title, subtitle, highlights, children, footer }: AuthShellProps) {
  usePageTitle(title);
  return (
    <section className="relative isolate overflow-hidden px-4 py-10 sm:px-6 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute -top-32 -end-32 -z-10 size-96 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-[2rem] bg-white shadow-xl shadow-ink-900/5 ring-1 ring-ink-100 lg:grid-cols-5">
        <aside className="relative hidden flex-col justify-between gap-10 bg-gradient-to-bl from-brand-800 via-brand-700 to-brand-500 p-10 text-white lg:col-span-2 lg:flex">
          <div>
            <LogoMark className="size-14" />
            <p className="mt-6 text-2xl leading-10 font-extrabold">{BRAND_NAME}</p>
            <p className="mt-3 leading-8 text-brand-50">{BRAND_TAGLINE}</p>
          </div>
          <ul className="flex flex-col gap-4">
            {highlights.map((text) => (
              <li key={text} className="flex items-start gap-3 leading-7">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-white/15">
                  <CheckIcon className="size-4" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </aside>
        <div className="p-6 sm:p-10 lg:col-span-3">
          <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 leading-7 text-ink-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
          <p className="mt-8 border-t border-ink-100 pt-6 text-center text-sm text-ink-600">{footer}</p>
        </div>
      </div>
    </section>
  );
}
