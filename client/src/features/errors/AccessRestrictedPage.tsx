import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/Button';
import { LockIcon } from '../../components/ui/icons';
import { usePageTitle } from '../../lib/usePageTitle';

/** Shown to a signed-in user who opens a section their role may not use. */
export function AccessRestrictedPage() {
  usePageTitle('دسترسی محدود');
  const navigate = useNavigate();
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink-50 px-4">
      <section className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-xl shadow-ink-900/5">
        <span className="mx-auto mb-5 inline-flex size-16 items-center justify-center rounded-2xl bg-accent-50 text-accent-600">
          <LockIcon className="size-8" />
        </span>
        <h1 className="text-xl font-bold text-ink-900">دسترسی محدود</h1>
        <p className="mt-3 text-ink-600">شما به این بخش دسترسی ندارید.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => navigate(-1)}>بازگشت</Button>
          <ButtonLink to="/" variant="ghost">
            صفحه‌ی اصلی
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}
