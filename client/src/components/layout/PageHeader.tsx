import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '../ui/Breadcrumb';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** The trail after the home page; defaults to just this page's title. */
  breadcrumb?: BreadcrumbItem[];
  children?: ReactNode;
}

/** The coloured band at the top of a public page: breadcrumb, title and an optional line of text. */
export function PageHeader({ title, subtitle, breadcrumb, children }: PageHeaderProps) {
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-bl from-brand-800 via-brand-700 to-brand-500 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -start-24 -z-10 size-80 rounded-full bg-accent-300/20 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumb items={breadcrumb ?? [{ label: title }]} tone="light" />
        <h1 className="mt-5 text-3xl font-extrabold sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-2xl leading-8 text-brand-50">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
