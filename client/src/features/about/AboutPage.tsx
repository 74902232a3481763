import { BRAND_NAME } from '../../app/brand';
import { PageHeader } from '../../components/layout/PageHeader';
import { ButtonLink } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/usePageTitle';
import { TeamSection, TimelineSection, ValuesSection } from './AboutSections';
import { ABOUT_STATS, MISSION, REGISTRATION, VISION } from './aboutContent';

const TITLE = 'درباره‌ی ما';

/** /about: figures, mission and vision, values, timeline, teaching staff, calls to action (spec doc 2 §2). */
export function AboutPage() {
  usePageTitle(
    TITLE,
    'انجمن خیریه آموزشی نور دانش از سال ۱۳۹۶ در کنار دانش‌آموزان دختر و پسری است که برای درس خواندن به یک دست یاری نیاز دارند.',
  );
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={`${BRAND_NAME}؛ از سال ۱۳۹۶ در کنار دانش‌آموزانی که برای درس خواندن به یک دست یاری نیاز دارند.`}
      >
        <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {ABOUT_STATS.map(({ value, label }) => (
            <div
              key={label}
              className="flex flex-col rounded-2xl bg-white/10 p-4 text-center ring-1 ring-white/20 backdrop-blur"
            >
              <dt className="text-sm text-brand-100">{label}</dt>
              <dd className="order-first text-3xl font-extrabold">{value}</dd>
            </div>
          ))}
        </dl>
      </PageHeader>

      <section
        aria-label="مأموریت و چشم‌انداز"
        className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2"
      >
        {[
          { id: 'about-mission', title: 'مأموریت ما', text: MISSION },
          { id: 'about-vision', title: 'چشم‌انداز ما', text: VISION },
        ].map(({ id, title, text }) => (
          <article
            key={id}
            aria-labelledby={id}
            className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100"
          >
            <h2 id={id} className="text-2xl font-extrabold text-ink-900">
              {title}
            </h2>
            <span aria-hidden="true" className="mt-3 block h-1 w-12 rounded-full bg-accent-400" />
            <p className="mt-5 leading-8 text-ink-700">{text}</p>
          </article>
        ))}
      </section>

      <ValuesSection />
      <TimelineSection />
      <TeamSection />

      <section aria-labelledby="about-cta" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-bl from-brand-700 to-brand-500 px-6 py-12 text-center text-white shadow-xl">
          <h2 id="about-cta" className="text-2xl font-extrabold sm:text-3xl">
            شما هم می‌توانید بخشی از این مسیر باشید
          </h2>
          <p className="mx-auto mt-3 max-w-2xl leading-8 text-brand-50">
            با حمایت مالی، داوطلب شدن یا حتی معرفی ما به دیگران، فرصت یادگیری را به دانش‌آموزی دیگر هدیه دهید.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/signup?type=donor" variant="accent" size="lg">
              حامی شوید
            </ButtonLink>
            <ButtonLink to="/contact" variant="outlineLight" size="lg">
              تماس با ما
            </ButtonLink>
          </div>
          <dl className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-2 border-t border-white/20 pt-6 text-sm text-brand-50">
            {REGISTRATION.map(({ label, value }) => (
              <div key={label} className="flex gap-2">
                <dt>{label}:</dt>
                <dd className="font-bold text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
