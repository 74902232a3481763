import { parseTestimonials } from '@common/testimonials';
import { LANDING_FALLBACK } from './landingFallback';
import type { LandingContent } from './types';

export { parseTestimonials };

type Raw<T> = { [K in keyof T]?: string | null };

/** The landing data as the server sends it (PublicLandingQuery['publicLanding']); every field may be missing. */
export interface LandingData {
  hero?: Raw<LandingContent['hero']> | null;
  stats?: Raw<LandingContent['stats']> | null;
  programs?: Raw<LandingContent['programs']> | null;
  /** `data` is a JSON string of a list of {name, role, content, rating, avatar} (common/testimonials.ts). */
  testimonials?: { title?: string | null; subtitle?: string | null; data?: string | null } | null;
  cta?: Raw<LandingContent['cta']> | null;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

/** Server values over the built-in Persian fallbacks, field by field. */
export function mergeLandingContent(data?: LandingData | null): LandingContent {
  const f = LANDING_FALLBACK;
  const hero = data?.hero ?? {};
  const stats = data?.stats ?? {};
  const programs = data?.programs ?? {};
  const cta = data?.cta ?? {};
  return {
    hero: { title: text(hero.title, f.hero.title), subtitle: text(hero.subtitle, f.hero.subtitle) },
    stats: {
      title: text(stats.title, f.stats.title),
      subtitle: text(stats.subtitle, f.stats.subtitle),
      studentsHelped: text(stats.studentsHelped, f.stats.studentsHelped),
      donorsActive: text(stats.donorsActive, f.stats.donorsActive),
      projectsCompleted: text(stats.projectsCompleted, f.stats.projectsCompleted),
      fundsRaised: text(stats.fundsRaised, f.stats.fundsRaised),
    },
    programs: {
      title: text(programs.title, f.programs.title),
      subtitle: text(programs.subtitle, f.programs.subtitle),
      scholarships: text(programs.scholarships, f.programs.scholarships),
      supplies: text(programs.supplies, f.programs.supplies),
      mentorship: text(programs.mentorship, f.programs.mentorship),
      infrastructure: text(programs.infrastructure, f.programs.infrastructure),
    },
    testimonials: {
      title: text(data?.testimonials?.title, f.testimonials.title),
      subtitle: text(data?.testimonials?.subtitle, f.testimonials.subtitle),
      items: parseTestimonials(data?.testimonials?.data) ?? f.testimonials.items,
    },
    cta: { title: text(cta.title, f.cta.title), subtitle: text(cta.subtitle, f.cta.subtitle) },
  };
}
