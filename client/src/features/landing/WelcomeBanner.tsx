import { ButtonLink } from '../../components/ui/Button';
import { LANDING_FALLBACK } from './landingFallback';
import type { HeroContent } from './types';

/**
 * Shown instead of the carousel when there are no slides (or they failed to load), with the admin's
 * `hero.*` texts (the built-in ones until they load).
 */
export function WelcomeBanner({ hero = LANDING_FALLBACK.hero }: { hero?: HeroContent }) {
  return (
    <section
      aria-label="خوش‌آمدگویی"
      className="relative isolate overflow-hidden bg-gradient-to-bl from-brand-700 via-brand-600 to-brand-500 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -start-24 -z-10 size-96 rounded-full bg-white/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 end-0 -z-10 size-96 rounded-full bg-accent-300/20 blur-3xl"
      />
      <div className="mx-auto flex min-h-[min(70vh,32rem)] max-w-7xl flex-col items-start justify-center gap-6 px-4 py-16 sm:px-6">
        <span className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium text-brand-50">
          آموزش، حق همه‌ی کودکان است
        </span>
        <h1 className="max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl sm:leading-tight">
          {hero.title}
        </h1>
        <p className="max-w-2xl text-lg leading-8 text-brand-50">{hero.subtitle}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/programs" variant="accent" size="lg">
            آشنایی با برنامه‌ها
          </ButtonLink>
          <ButtonLink to="/signup?type=donor" variant="light" size="lg">
            حامی شوید
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
