import type { ComponentType } from 'react';
import { HeartIcon, type IconProps, TargetIcon, UsersIcon } from '../../components/ui/icons';
import { SectionHeading } from '../landing/sections/SectionHeading';
import { MILESTONES, TEACHING_STAFF, VALUES } from './aboutContent';

function SparkIcon(props: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
      {...props}
    >
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />
    </svg>
  );
}

const VALUE_ICONS: Record<(typeof VALUES)[number]['key'], ComponentType<IconProps>> = {
  commitment: HeartIcon,
  transparency: TargetIcon,
  cooperation: UsersIcon,
  innovation: SparkIcon,
};

export function ValuesSection() {
  return (
    <section aria-labelledby="about-values" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="about-values"
          title="ارزش‌های ما"
          subtitle="چهار اصلی که در هر تصمیم راهنمای ماست."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, title, text }) => {
            const Icon = VALUE_ICONS[key];
            return (
              <li key={key} className="rounded-3xl bg-brand-50/60 p-6 ring-1 ring-brand-100">
                <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm">
                  <Icon className="size-6" />
                </span>
                <h3 className="text-lg font-bold text-ink-900">{title}</h3>
                <p className="mt-2 text-sm leading-7 text-ink-600">{text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function TimelineSection() {
  return (
    <section aria-labelledby="about-timeline" className="py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="about-timeline" title="مسیری که آمده‌ایم" />
        <ol className="relative flex flex-col gap-8 border-s-2 border-brand-100 ps-8">
          {MILESTONES.map(({ year, title, text }) => (
            <li key={year} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[2.6rem] top-1 size-5 rounded-full border-4 border-white bg-accent-400 shadow"
              />
              <p className="text-sm font-bold text-brand-600">{year}</p>
              <h3 className="mt-1 text-lg font-bold text-ink-900">{title}</h3>
              <p className="mt-1 leading-7 text-ink-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function TeamSection() {
  return (
    <section aria-labelledby="about-team" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="about-team"
          title="کادر آموزشی"
          subtitle="معلمان و مربیانی که دل در گروی آموزش دارند."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEACHING_STAFF.map(({ name, role, bio }) => (
            <li
              key={name}
              className="flex flex-col items-center rounded-3xl bg-ink-50 p-6 text-center ring-1 ring-ink-100"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-2xl font-bold text-white"
              >
                {name.trim()[0]}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink-900">{name}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{role}</p>
              <p className="mt-3 text-sm leading-7 text-ink-600">{bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
