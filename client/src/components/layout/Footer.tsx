import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../app/site/useSiteSettings';
import { currentJalaliYear } from '../../lib/currentJalaliYear';
import { ContactLines } from './footer/ContactLines';
import { FOOTER_LINK_GROUPS } from './footer/footerLinks';
import { NewsletterForm } from './footer/NewsletterForm';
import { SocialLinks } from './footer/SocialLinks';
import { Logo } from './Logo';

export function Footer() {
  const { name } = useSiteSettings();
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="border-b border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-6 px-4 py-10 sm:px-6 lg:flex-row lg:items-center">
          <div>
            <h2 className="text-lg font-bold text-white">عضویت در خبرنامه</h2>
            <p className="mt-1 text-sm text-brand-200">از تازه‌ترین برنامه‌ها و گزارش‌های انجمن باخبر شوید.</p>
          </div>
          <NewsletterForm />
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12">
        <div className="space-y-5 lg:col-span-4">
          <Logo tone="light" />
          <p className="text-sm leading-7 text-brand-200">
            {name} با همراهی نیکوکاران و داوطلبان، برای دانش‌آموزان دختر و پسر فرصت یادگیری برابر فراهم می‌کند؛
            از بورسیه‌ی تحصیلی و لوازم آموزشی تا منتورینگ و کلاس‌های تقویتی.
          </p>
          <ContactLines />
        </div>

        <nav aria-label="پیوندهای پانویس" className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-8">
          {FOOTER_LINK_GROUPS.map((group) => (
            <div key={group.title}>
              <h3 className="mb-4 text-sm font-bold text-white">{group.title}</h3>
              <ul className="space-y-3 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="text-brand-200 transition-colors hover:text-accent-300">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 text-sm text-brand-200 sm:flex-row sm:px-6">
          <p>
            © {currentJalaliYear()} {name}. تمامی حقوق محفوظ است.
          </p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
