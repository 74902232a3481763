import { Tabs as RadixTabs } from 'radix-ui';
import { createContext, type ReactNode, useContext } from 'react';
import { CheckIcon } from './pageIcons';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** A check mark after the label (e.g. a completed step of a wizard), also said to screen readers. */
  done?: boolean;
}

const ActiveTab = createContext<string | null>(null);

interface TabsProps<T extends string> {
  value: T;
  onValueChange: (id: T) => void;
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs on Radix, right to left: arrow keys move along the reading direction, Home and End jump.
 * Wraps the tab list and the panels, which may sit apart in the page (a form's fields between them).
 */
export function Tabs<T extends string>({ value, onValueChange, children, className }: TabsProps<T>) {
  return (
    <RadixTabs.Root
      dir="rtl"
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      className={className}
    >
      <ActiveTab.Provider value={value}>{children}</ActiveTab.Provider>
    </RadixTabs.Root>
  );
}

/** The row of tabs. */
export function TabList<T extends string>({ label, tabs }: { label: string; tabs: readonly TabItem<T>[] }) {
  return (
    <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-ink-100">
      {tabs.map((tab) => (
        <RadixTabs.Trigger
          key={tab.id}
          value={tab.id}
          className="relative -mb-px border-b-2 border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-ink-500 transition-colors hover:text-ink-800 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
        >
          {tab.label}
          {tab.done && (
            <>
              <CheckIcon className="ms-1.5 inline size-4 text-emerald-600" />
              <span className="sr-only"> (کامل)</span>
            </>
          )}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

/** A tab's panel; hidden panels stay mounted (their form fields keep their values). */
export function TabPanel({
  id,
  children,
  className,
}: {
  id: string;
  children: ReactNode;
  className?: string;
}) {
  const active = useContext(ActiveTab) === id;
  return (
    <RadixTabs.Content value={id} forceMount asChild>
      <div hidden={!active} className={className}>
        {children}
      </div>
    </RadixTabs.Content>
  );
}
