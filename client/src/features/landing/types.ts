/** One carousel slide (spec doc 1 §3 Slide). */
export interface CarouselSlide {
  id: number;
  title: string;
  description?: string | null;
  imageUrl: string;
  link?: string | null;
  showTitle: boolean;
}

export type { Testimonial } from '@common/testimonials';

import type { Testimonial } from '@common/testimonials';

/** The banner shown instead of the carousel when no slide is published. */
export interface HeroContent {
  title: string;
  subtitle: string;
}

export interface ImpactStatsContent {
  title: string;
  subtitle: string;
  /** Display texts as the server stores them, e.g. '۲٬۵۰۰+' or '۱۲ میلیارد تومان'. */
  studentsHelped: string;
  donorsActive: string;
  projectsCompleted: string;
  fundsRaised: string;
}

export interface ProgramsContent {
  title: string;
  subtitle: string;
  /** Descriptions of the four program areas. */
  scholarships: string;
  supplies: string;
  mentorship: string;
  infrastructure: string;
}

export interface TestimonialsContent {
  title: string;
  subtitle: string;
  items: Testimonial[];
}

export interface CallToActionContent {
  title: string;
  subtitle: string;
}

/** Every text of the landing page, fully filled (server values over fallbacks). */
export interface LandingContent {
  hero: HeroContent;
  stats: ImpactStatsContent;
  programs: ProgramsContent;
  testimonials: TestimonialsContent;
  cta: CallToActionContent;
}
