import { useQuery } from '@apollo/client/react';
import { PublicLandingDocument, PublicSlidesDocument } from '../../gql/graphql';
import { usePageTitle } from '../../lib/usePageTitle';
import { mergeLandingContent } from './landingContent';
import { SlideCarousel } from './SlideCarousel';
import { CallToActionSection } from './sections/CallToActionSection';
import { ImpactStatsSection } from './sections/ImpactStatsSection';
import { ProgramsSection } from './sections/ProgramsSection';
import { TestimonialsSection } from './sections/TestimonialsSection';

/**
 * Home page: the carousel (the welcome banner with the hero texts when there are no slides or the fetch
 * fails), then the landing sections, whose texts fall back field by field to the built-in Persian ones.
 */
export function LandingPage() {
  usePageTitle();
  const slides = useQuery(PublicSlidesDocument);
  const landing = useQuery(PublicLandingDocument);
  const content = mergeLandingContent(landing.data?.publicLanding);
  return (
    <>
      {/* A signed-in visitor's page asks again after hydration: the slides on screen stay meanwhile. */}
      <SlideCarousel
        slides={slides.data?.publicSlides ?? []}
        loading={slides.loading && !slides.data}
        hero={content.hero}
      />
      <ImpactStatsSection content={content.stats} />
      <ProgramsSection content={content.programs} />
      <TestimonialsSection content={content.testimonials} />
      <CallToActionSection content={content.cta} />
    </>
  );
}
