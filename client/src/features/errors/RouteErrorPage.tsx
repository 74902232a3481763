function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: typeof error === 'string' ? error : JSON.stringify(error) };
}

/** Shown when a page throws while rendering (see RouteErrorBoundary). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { message, stack } = describe(error);
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink-50 px-4 py-12">
      <section className="w-full max-w-2xl rounded-3xl bg-white p-8 shadow-xl shadow-ink-900/5">
        <h1 dir="ltr" className="text-start text-2xl font-bold text-red-700">
          Unexpected Application Error!
        </h1>
        <p className="mt-2 text-ink-600">متأسفانه خطای پیش‌بینی‌نشده‌ای رخ داد.</p>
        <div dir="ltr" className="mt-6 rounded-2xl bg-ink-50 p-4 text-start">
          <p className="font-mono text-sm font-semibold text-ink-800">{message}</p>
          {stack && <pre className="mt-3 max-h-72 overflow-auto font-mono text-xs text-ink-500">{stack}</pre>}
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-700"
          >
            تلاش دوباره
          </button>
          <a href="/" className="rounded-xl px-5 py-2.5 text-sm font-medium text-ink-700 hover:bg-ink-100">
            صفحه‌ی اصلی
          </a>
        </div>
      </section>
    </main>
  );
}
