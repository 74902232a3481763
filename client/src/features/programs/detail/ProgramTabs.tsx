import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { TabList, TabPanel, Tabs } from '../../../components/ui/Tabs';
import { transparencyTexts } from '../../transparency/transparencyTexts';
import { BulletList } from './BulletList';
import { ExtraInfo } from './ExtraInfo';
import { ProgramTimeline } from './ProgramTimeline';
import { SupporterList } from './SupporterList';
import type { ProgramDetail, Supporter } from './types';

const TABS = [
  { id: 'about', label: 'درباره‌ی برنامه' },
  { id: 'benefits', label: 'مزایا' },
  { id: 'requirements', label: 'شرایط و مدارک' },
  { id: 'timeline', label: 'زمان‌بندی' },
  { id: 'supporters', label: 'حامیان' },
  { id: 'money', label: transparencyTexts.tab },
  { id: 'info', label: 'اطلاعات تکمیلی' },
] as const;
type TabId = (typeof TABS)[number]['id'];

// Its figures and recharts load only when the tab is first opened, so the program page's first load stays as it was.
const ProgramMoneyTab = lazy(() =>
  import('../../transparency/ProgramMoneyTab').then((m) => ({ default: m.ProgramMoneyTab })),
);

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="mb-3 mt-8 font-bold text-ink-900 first:mt-0">{children}</h3>;
}

interface ProgramTabsProps {
  program: ProgramDetail;
  supporters: readonly Supporter[];
}

/** About, benefits, requirements, timeline, supporters, where the money goes and extra information of a program. */
export function ProgramTabs({ program, supporters }: ProgramTabsProps) {
  const [active, setActive] = useState<TabId>('about');
  const [moneyOpened, setMoneyOpened] = useState(false);
  const choose = (tab: TabId) => {
    if (tab === 'money') setMoneyOpened(true);
    setActive(tab);
  };
  const eligibility = program.eligibilityItems;
  const documents = program.requiredDocumentItems;
  const panels: Record<TabId, ReactNode> = {
    about: (
      <>
        <p className="whitespace-pre-line leading-8 text-ink-700">{program.description}</p>
        {eligibility.length > 0 && (
          <>
            <Subheading>چه کسانی می‌توانند شرکت کنند؟</Subheading>
            <BulletList items={eligibility} empty="" />
          </>
        )}
      </>
    ),
    benefits: <BulletList items={program.benefitItems} empty="مزایای این برنامه هنوز ثبت نشده است." />,
    requirements: (
      <>
        <BulletList items={program.requirementItems} empty="شرایط ثبت‌نام هنوز ثبت نشده است." />
        {documents.length > 0 && (
          <>
            <Subheading>مدارک لازم</Subheading>
            <BulletList items={documents} empty="" />
          </>
        )}
      </>
    ),
    timeline: <ProgramTimeline events={program.timelineEvents} />,
    supporters: <SupporterList supporters={supporters} detailed />,
    money: moneyOpened && (
      <Suspense fallback={<Spinner label={transparencyTexts.loading} />}>
        <ProgramMoneyTab programId={program.id} />
      </Suspense>
    ),
    info: <ExtraInfo program={program} />,
  };
  return (
    <section aria-label="جزئیات برنامه" className="rounded-3xl bg-white shadow-sm ring-1 ring-ink-100">
      <Tabs value={active} onValueChange={choose}>
        <div className="px-2 pt-2 sm:px-4">
          <TabList label="بخش‌های برنامه" tabs={TABS} />
        </div>
        {TABS.map((tab) => (
          <TabPanel key={tab.id} id={tab.id} className="p-6 sm:p-8">
            {panels[tab.id]}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
