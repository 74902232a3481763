import { ChevronDownIcon } from '../../components/ui/pageIcons';
import { CONTACT_FAQ } from './contactDetails';

/** Four frequent questions, each opening in place. */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq" className="mx-auto max-w-3xl">
      <h2 id="contact-faq" className="mb-6 text-center text-2xl font-extrabold text-ink-900">
        پرسش‌های پرتکرار
      </h2>
      <div className="flex flex-col gap-3">
        {CONTACT_FAQ.map(({ question, answer }) => (
          <details
            key={question}
            className="group rounded-2xl bg-white shadow-sm ring-1 ring-ink-100 open:ring-brand-200"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-bold text-ink-900 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDownIcon className="size-5 shrink-0 text-ink-400 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 leading-8 text-ink-600">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
