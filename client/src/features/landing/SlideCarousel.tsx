import { SLIDE_INTERVAL_MS } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '../../components/ui/icons';
import { SlideView } from './SlideView';
import type { CarouselSlide, HeroContent } from './types';
import { WelcomeBanner } from './WelcomeBanner';

export interface SlideCarouselProps {
  slides: CarouselSlide[];
  /** Shows a placeholder of the same size while the slides load. */
  loading?: boolean;
  /** The welcome banner's texts when there are no slides. */
  hero?: HeroContent;
}

/**
 * Phones: in the bottom strip with the dots, below the caption (which keeps pb-14 free), so they never
 * cover its text. From sm on: at mid-height, beside the caption's wide side padding.
 */
const navButton =
  'absolute bottom-2 z-20 inline-flex size-10 items-center justify-center rounded-full bg-white/80 text-ink-800 shadow-md backdrop-blur transition hover:bg-white sm:top-1/2 sm:bottom-auto sm:size-12 sm:-translate-y-1/2';

/**
 * Full-width slide show (ratio 1920×600): 5 s auto-advance with wrap-around, 500 ms fade,
 * previous/next buttons and dots; paused while hovered or focused. Without slides, a welcome banner.
 */
export function SlideCarousel({ slides, loading = false, hero }: SlideCarouselProps) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [failedIds, setFailedIds] = useState<ReadonlySet<number>>(() => new Set());
  const count = slides.length;
  const index = count > 0 ? current % count : 0;

  const goTo = useCallback((target: number) => setCurrent(((target % count) + count) % count), [count]);

  // Restarts on every change of slide, so manual navigation also gets a full interval.
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setTimeout(() => goTo(index + 1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, count, paused, goTo]);

  if (loading) {
    return (
      <div
        role="status"
        aria-label="در حال بارگذاری اسلایدها"
        className="aspect-[1920/600] min-h-56 w-full animate-pulse bg-gradient-to-bl from-brand-100 to-ink-100"
      />
    );
  }

  if (count === 0) return <WelcomeBanner hero={hero} />;

  const markFailed = (id: number) => setFailedIds((previous) => new Set(previous).add(id));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
  };

  return (
    <section
      aria-roledescription="کاروسل"
      aria-label="اسلایدهای معرفی"
      className="relative aspect-[1920/600] min-h-56 w-full overflow-hidden bg-ink-900"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={onBlur}
    >
      <div aria-live={paused ? 'polite' : 'off'} className="absolute inset-0">
        {slides.map((slide, i) => (
          <SlideView
            key={slide.id}
            slide={slide}
            index={i}
            total={count}
            active={i === index}
            imageFailed={failedIds.has(slide.id)}
            onImageError={() => markFailed(slide.id)}
          />
        ))}
      </div>

      {count > 1 && (
        <>
          <button
            type="button"
            aria-label="اسلاید قبلی"
            className={`${navButton} start-3 sm:start-6`}
            onClick={() => goTo(index - 1)}
          >
            <ChevronStartIcon className="size-6" />
          </button>
          <button
            type="button"
            aria-label="اسلاید بعدی"
            className={`${navButton} end-3 sm:end-6`}
            onClick={() => goTo(index + 1)}
          >
            <ChevronEndIcon className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-5 z-20 flex justify-center gap-1 sm:bottom-3">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`رفتن به اسلاید ${toPersianDigits(i + 1)}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
                className="group flex h-6 min-w-6 items-center justify-center"
              >
                {/* The dot is small; the button around it is a full finger's target. */}
                <span
                  className={`h-2.5 rounded-full transition-all duration-300 ${
                    i === index ? 'w-8 bg-accent-400' : 'w-2.5 bg-white/60 group-hover:bg-white'
                  }`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
