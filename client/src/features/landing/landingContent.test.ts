import { describe, expect, it } from 'vitest';
import { mergeLandingContent, parseTestimonials } from './landingContent';
import { LANDING_FALLBACK } from './landingFallback';

describe('mergeLandingContent', () => {
  it('uses the fallback for everything when there is no data', () => {
    expect(mergeLandingContent(null)).toEqual(LANDING_FALLBACK);
    expect(LANDING_FALLBACK.stats.studentsHelped).toBe('۲٬۵۰۰+');
    expect(LANDING_FALLBACK.stats.fundsRaised).toBe('۱۲ میلیارد تومان');
    expect(LANDING_FALLBACK.testimonials.items.map((t) => t.rating)).toEqual([5, 5, 5]);
  });

  it('keeps server values and fills missing fields', () => {
    const merged = mergeLandingContent({
      stats: { title: 'آمار ما', studentsHelped: '۳٬۰۰۰+', donorsActive: null, fundsRaised: ' ' },
      testimonials: { data: JSON.stringify([{ name: 'علی', role: 'دانش‌آموز', content: 'عالی', rating: 4 }]) },
    });
    expect(merged.stats.title).toBe('آمار ما');
    expect(merged.stats.studentsHelped).toBe('۳٬۰۰۰+');
    expect(merged.stats.donorsActive).toBe('۸۹۰+');
    expect(merged.stats.fundsRaised).toBe('۱۲ میلیارد تومان');
    expect(merged.testimonials.items).toEqual([
      { name: 'علی', role: 'دانش‌آموز', content: 'عالی', rating: 4, avatar: null },
    ]);
    expect(merged.testimonials.title).toBe(LANDING_FALLBACK.testimonials.title);
  });

  it('reads each testimonial’s picture, and the hero texts', () => {
    const merged = mergeLandingContent({
      hero: { title: 'عنوان مدیر', subtitle: null },
      testimonials: {
        data: JSON.stringify([{ name: 'علی', role: '', content: 'عالی', avatar: '/uploads/a.webp' }]),
      },
    });
    expect(merged.testimonials.items[0].avatar).toBe('/uploads/a.webp');
    expect(merged.hero).toEqual({ title: 'عنوان مدیر', subtitle: LANDING_FALLBACK.hero.subtitle });
  });

  it('ignores malformed testimonials JSON', () => {
    expect(parseTestimonials('{not json')).toBeNull();
    expect(parseTestimonials('[]')).toBeNull();
  });
});
