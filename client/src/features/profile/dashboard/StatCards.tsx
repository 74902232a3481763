import type { StatCard } from './statCards';

/** The summary cards at the top of the dashboard. */
export function StatCards({ cards }: { cards: StatCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-label="خلاصه‌ی وضعیت">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ label, value, Icon, hint }) => (
          <li key={label} className="flex items-start gap-4 rounded-3xl bg-white p-5 ring-1 ring-ink-100">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
              <Icon className="size-6" />
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="text-sm text-ink-500">{label}</p>
              <p className="truncate text-xl font-extrabold text-ink-900">{value}</p>
              {hint && <p className="text-xs text-ink-500">{hint}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
