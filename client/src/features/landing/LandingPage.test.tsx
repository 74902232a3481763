import type { MockLink } from '@apollo/client/testing';

type MockedResponse = MockLink.MockedResponse;

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicLandingDocument, PublicSlidesDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { LandingPage } from './LandingPage';
import { LANDING_FALLBACK } from './landingFallback';

const slidesAnswer: MockedResponse = {
  request: { query: PublicSlidesDocument },
  result: {
    data: {
      publicSlides: [
        {
          __typename: 'Slide',
          id: 1,
          title: 'آموزش برای همه',
          description: 'توضیح اسلاید',
          imageUrl: '/images/slides/slide-1.svg',
          link: '/programs',
          showTitle: true,
        },
      ],
    },
  },
};

const emptyStats = {
  title: null,
  subtitle: null,
  studentsHelped: null,
  donorsActive: null,
  projectsCompleted: null,
  fundsRaised: null,
};
const landingAnswer: MockedResponse = {
  request: { query: PublicLandingDocument },
  result: {
    data: {
      publicLanding: {
        __typename: 'Landing',
        hero: { __typename: 'LandingHero', title: null, subtitle: null },
        stats: { __typename: 'LandingStats', ...emptyStats, title: 'اثر ما در یک نگاه' },
        programs: {
          __typename: 'LandingPrograms',
          title: null,
          subtitle: null,
          scholarships: null,
          supplies: null,
          mentorship: null,
          infrastructure: null,
        },
        testimonials: { __typename: 'LandingTestimonials', title: null, subtitle: null, data: null },
        cta: { __typename: 'LandingCta', title: null, subtitle: null },
      },
    },
  },
};

function renderLanding(mocks: MockedResponse[]) {
  return renderPage({ mocks: mocks, element: <LandingPage /> });
}

describe('LandingPage', () => {
  it('shows the slides and the landing texts from the server, with fallbacks for missing fields', async () => {
    renderLanding([slidesAnswer, landingAnswer]);
    expect(await screen.findByText('آموزش برای همه')).toBeTruthy();
    expect(await screen.findByText('اثر ما در یک نگاه')).toBeTruthy();
    expect(screen.getByText(LANDING_FALLBACK.cta.title)).toBeTruthy();
  });

  it('shows the admin’s hero texts in the banner when no slide is published', async () => {
    const withHero = structuredClone(landingAnswer);
    const data = withHero.result as { data: { publicLanding: { hero: object } } };
    data.data.publicLanding.hero = {
      __typename: 'LandingHero',
      title: 'هر کودک، یک فرصت',
      subtitle: 'با هم می‌سازیم',
    };
    renderLanding([
      { request: { query: PublicSlidesDocument }, result: { data: { publicSlides: [] } } },
      withHero,
    ]);
    const banner = await screen.findByRole('region', { name: 'خوش‌آمدگویی' });
    expect(await within(banner).findByRole('heading', { level: 1, name: 'هر کودک، یک فرصت' })).toBeTruthy();
    expect(within(banner).getByText('با هم می‌سازیم')).toBeTruthy();
  });

  it('falls back to the welcome banner and built-in texts when the fetches fail', async () => {
    renderLanding([
      { request: { query: PublicSlidesDocument }, error: new Error('network') },
      { request: { query: PublicLandingDocument }, error: new Error('network') },
    ]);
    expect(await screen.findByText(LANDING_FALLBACK.stats.title)).toBeTruthy();
    expect(screen.queryByText('آموزش برای همه')).toBeNull();
    expect(await screen.findByRole('region', { name: 'خوش‌آمدگویی' })).toBeTruthy();
  });
});
