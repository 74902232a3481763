/** One carousel slide (spec doc 1 §3 Slide). */
export interface CarouselSlide {
  id: number;
  title: string;
  description?: string | null;
  imageUrl: string;
  link?: string | null;
  showTitle: boolean;
}

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** 1 to 5. */
  rating: number;
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
  stats: ImpactStatsContent;
  programs: ProgramsContent;
  testimonials: TestimonialsContent;
  cta: CallToActionContent;
}
