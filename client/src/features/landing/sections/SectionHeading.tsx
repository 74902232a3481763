interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  tone?: 'dark' | 'light';
}

export function SectionHeading({ id, title, subtitle, tone = 'dark' }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-12 max-w-2xl text-center">
      <h2
        id={id}
        className={`text-2xl font-extrabold sm:text-3xl ${tone === 'dark' ? 'text-ink-900' : 'text-white'}`}
      >
        {title}
      </h2>
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-accent-400" />
      {subtitle && (
        <p className={`mt-4 leading-8 ${tone === 'dark' ? 'text-ink-600' : 'text-brand-100'}`}>{subtitle}</p>
      )}
    </div>
  );
}
