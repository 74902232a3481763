import { SocialLinks } from '../../components/layout/footer/SocialLinks';
import { PageHeader } from '../../components/layout/PageHeader';
import { ButtonLink } from '../../components/ui/Button';
import { ChevronEndIcon } from '../../components/ui/icons';
import { usePageTitle } from '../../lib/usePageTitle';
import { ContactDetailsCard } from './ContactDetailsCard';
import { ContactFaq } from './ContactFaq';
import { ContactForm } from './ContactForm';

const TITLE = 'تماس با ما';

/** /contact: details and hours, the message form, social links, FAQ and links onward (spec doc 2 §2). */
export function ContactPage() {
  usePageTitle(TITLE, 'با انجمن خیریه آموزشی نور دانش در تماس باشید: تلفن، ایمیل، نشانی و فرم پیام.');
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="پرسشی دارید، می‌خواهید همکاری کنید یا به کمک نیاز دارید؟ برایمان بنویسید؛ در اولین فرصت پاسخ می‌دهیم."
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12 sm:px-6">
        <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
          <div className="flex flex-col gap-6">
            <ContactDetailsCard />
            <section aria-labelledby="contact-social" className="rounded-3xl bg-brand-700 p-6 text-white">
              <h2 id="contact-social" className="font-bold">
                ما را در شبکه‌های اجتماعی دنبال کنید
              </h2>
              <SocialLinks className="mt-4" />
            </section>
          </div>
          <section
            aria-labelledby="contact-form-title"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8"
          >
            <h2 id="contact-form-title" className="text-xl font-extrabold text-ink-900">
              ارسال پیام
            </h2>
            <p className="mt-2 mb-6 text-sm leading-7 text-ink-600">
              فیلدهای ستاره‌دار را پر کنید. پاسخ را به ایمیل شما می‌فرستیم.
            </p>
            <ContactForm />
          </section>
        </div>
        <ContactFaq />
        <nav aria-label="بیشتر بدانید" className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/about" variant="secondary" size="lg">
            درباره‌ی ما
            <ChevronEndIcon className="size-5" />
          </ButtonLink>
          <ButtonLink to="/programs" variant="outline" size="lg">
            برنامه‌های حمایتی
            <ChevronEndIcon className="size-5" />
          </ButtonLink>
        </nav>
      </div>
    </>
  );
}
