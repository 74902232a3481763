/** Any type outside the nine: a visible box naming it, so an admin sees what is wrong. */
export function UnknownBlock({ type }: { type: string }) {
  return (
    <div className="mx-auto my-4 max-w-5xl px-4 sm:px-6">
      <p
        role="note"
        className="rounded-2xl border-2 border-dashed border-accent-300 bg-accent-50 px-5 py-4 text-sm text-accent-700"
      >
        نوع مؤلفه ناشناخته: <span className="ltr-text font-mono">{type || '—'}</span>
      </p>
    </div>
  );
}
