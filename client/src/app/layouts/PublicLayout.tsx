import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/layout/Footer';
import { SiteHeader } from './SiteHeader';

/** Header, page content and footer for the public site and member pages. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-xl focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        پرش به محتوای اصلی
      </a>
      <SiteHeader />
      <main id="main-content" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
