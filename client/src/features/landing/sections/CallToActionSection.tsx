import { ButtonLink } from '../../../components/ui/Button';
import type { CallToActionContent } from '../types';

export function CallToActionSection({ content }: { content: CallToActionContent }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-gradient-to-bl from-brand-700 to-brand-500 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -top-20 -end-20 -z-10 size-72 rounded-full bg-accent-300/25 blur-3xl"
        />
        <h2 id="cta-title" className="text-2xl font-extrabold sm:text-4xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl leading-8 text-brand-50">{content.subtitle}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/signup?type=donor" variant="accent" size="lg">
            حامی شوید
          </ButtonLink>
          <ButtonLink to="/signup?type=staff" variant="light" size="lg">
            همکار داوطلب شوید
          </ButtonLink>
          <ButtonLink to="/contact" variant="outlineLight" size="lg">
            تماس با ما
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
