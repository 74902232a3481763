import { type ReactNode, useEffect, useId, useRef } from 'react';
import { panelClass } from './Panel';

interface InlineFormPanelProps {
  heading: string;
  /** What is being edited ('new' or a row's id): focus moves to the heading each time it changes. */
  focusKey: string | number;
  children: ReactNode;
}

/**
 * A small create/edit form drawn above a list: a labelled panel whose heading takes focus (and scrolls
 * into view) when it opens, so keyboard and screen-reader users land on the form.
 */
export function InlineFormPanel({ heading, focusKey, children }: InlineFormPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows what is edited, not the text
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [focusKey]);
  return (
    <section aria-labelledby={headingId} className={panelClass()}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 text-lg font-extrabold text-ink-900 focus:outline-none"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
