import { SLIDE_FADE_MS } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { safeUrl } from '@common/html-text';
import { Picture } from '../../components/ui/Picture';
import type { CarouselSlide } from './types';

/** The slide's "learn more" link; an address with an unsafe scheme (javascript:, data:, …) shows no link. */
function LearnMoreLink({ href: raw, title }: { href: string; title: string }) {
  const href = safeUrl(raw);
  if (href === null) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-4 inline-flex items-center rounded-xl bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink-900 transition-colors hover:bg-accent-300"
    >
      بیشتر بدانید
      {/* Search engines and screen readers hear where the link leads, not only 'learn more'. */}
      <span className="sr-only"> درباره‌ی {title}</span>
    </a>
  );
}

interface SlideViewProps {
  slide: CarouselSlide;
  index: number;
  total: number;
  active: boolean;
  imageFailed: boolean;
  onImageError: () => void;
}

/** One stacked slide; inactive slides are transparent and hidden from assistive technology. */
export function SlideView({ slide, index, total, active, imageFailed, onImageError }: SlideViewProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each slide is a role=group
    <div
      role="group"
      aria-roledescription="اسلاید"
      aria-label={`اسلاید ${toPersianDigits(index + 1)} از ${toPersianDigits(total)}`}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      style={{ transitionDuration: `${SLIDE_FADE_MS}ms` }}
      className={`absolute inset-0 transition-opacity ease-in-out motion-reduce:transition-none ${
        active ? 'z-10 opacity-100' : 'z-0 opacity-0'
      }`}
    >
      {imageFailed ? (
        <div
          data-testid="slide-fallback"
          className="flex size-full flex-col items-center justify-center gap-3 bg-gradient-to-bl from-brand-700 via-brand-600 to-accent-500 px-6 pb-12 text-center text-white sm:px-24 sm:pb-0"
        >
          <h2 className="text-2xl font-extrabold sm:text-4xl">{slide.title}</h2>
          {slide.description && (
            <p className="max-w-2xl text-sm text-white/90 sm:text-lg">{slide.description}</p>
          )}
          {slide.showTitle && slide.link && <LearnMoreLink href={slide.link} title={slide.title} />}
        </div>
      ) : (
        <Picture
          src={slide.imageUrl}
          alt={slide.title}
          width={1600}
          height={700}
          priority={index === 0}
          onError={onImageError}
          className="size-full object-cover"
        />
      )}

      {slide.showTitle && !imageFailed && (
        <div
          data-testid="slide-overlay"
          className="absolute inset-0 flex items-end bg-gradient-to-t from-ink-900/80 via-ink-900/30 to-transparent"
        >
          <div className="mx-auto w-full max-w-7xl px-6 pb-14 sm:px-24 sm:pb-16">
            <h2 className="text-xl font-extrabold text-white sm:text-4xl">{slide.title}</h2>
            {slide.description && (
              <p className="mt-2 line-clamp-2 max-w-2xl text-sm text-white/90 sm:mt-3 sm:text-lg">
                {slide.description}
              </p>
            )}
            {slide.link && <LearnMoreLink href={slide.link} title={slide.title} />}
          </div>
        </div>
      )}
    </div>
  );
}
