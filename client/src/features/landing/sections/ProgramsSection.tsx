import type { ComponentType } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import {
  BookIcon,
  ChevronEndIcon,
  GraduationIcon,
  type IconProps,
  LayoutIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import type { ProgramsContent } from '../types';
import { SectionHeading } from './SectionHeading';

export function ProgramsSection({ content }: { content: ProgramsContent }) {
  const areas: Array<{ title: string; text: string; Icon: ComponentType<IconProps> }> = [
    { title: 'بورسیه‌ی تحصیلی', text: content.scholarships, Icon: GraduationIcon },
    { title: 'لوازم آموزشی', text: content.supplies, Icon: BookIcon },
    { title: 'منتورینگ و مشاوره', text: content.mentorship, Icon: UsersIcon },
    { title: 'توسعه‌ی زیرساخت', text: content.infrastructure, Icon: LayoutIcon },
  ];

  return (
    <section aria-labelledby="programs-title" className="bg-ink-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="programs-title" title={content.title} subtitle={content.subtitle} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {areas.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="group rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 transition hover:-translate-y-1 hover:shadow-lg"
            >
              <span className="mb-5 inline-flex size-12 items-center justify-center rounded-2xl bg-accent-50 text-accent-600 transition-colors group-hover:bg-accent-400 group-hover:text-ink-900">
                <Icon className="size-6" />
              </span>
              <h3 className="text-lg font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-sm leading-7 text-ink-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink to="/programs" size="lg">
            مشاهده‌ی همه‌ی برنامه‌ها
            <ChevronEndIcon className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
