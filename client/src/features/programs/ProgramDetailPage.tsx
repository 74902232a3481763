import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router-dom';
import { summaryOf, usePageMeta } from '../../app/head/pageMeta';
import { Button, ButtonLink } from '../../components/ui/Button';
import { TargetIcon } from '../../components/ui/icons';
import { AlertIcon, RefreshIcon } from '../../components/ui/pageIcons';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { PublicProgramDocument } from '../../gql/graphql';
import { DonationDialog } from '../donations/DonationDialog';
import { CoordinatorCard } from './detail/CoordinatorCard';
import { FundingCard } from './detail/FundingCard';
import { PaymentResultAlert } from './detail/PaymentResultAlert';
import { ProgramHero } from './detail/ProgramHero';
import { ProgramSidebar } from './detail/ProgramSidebar';
import { ProgramTabs } from './detail/ProgramTabs';
import { parseProgramId } from './detail/parseProgramId';
import type { ProgramDetail } from './detail/types';
import { useProgramSupporters } from './detail/useProgramSupporters';
import { loadErrorText } from './loadErrorText';

export const PROGRAM_NOT_FOUND = 'برنامه مورد نظر یافت نشد';
export const PROGRAM_LOAD_ERROR = 'خطا در دریافت اطلاعات برنامه';

function Centered({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">{children}</div>;
}

function ProgramContent({ program }: { program: ProgramDetail }) {
  const [donating, setDonating] = useState(false);
  const { latest, top, totalDonors } = useProgramSupporters(program.id);
  return (
    <>
      <ProgramHero program={program} />
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem] lg:gap-8">
        <FundingCard program={program} latest={latest} totalDonors={totalDonors} />
        <ProgramSidebar program={program} top={top} onDonate={() => setDonating(true)} />
        <div className="min-w-0 lg:row-span-2">
          <ProgramTabs program={program} supporters={latest} />
        </div>
        <CoordinatorCard
          coordinatorName={program.coordinatorName}
          coordinatorEmail={program.coordinatorEmail}
          coordinatorPhone={program.coordinatorPhone}
        />
      </div>
      <DonationDialog
        open={donating}
        onClose={() => setDonating(false)}
        programId={program.id}
        programName={program.name}
      />
    </>
  );
}

/** /programs/{id}: the program, its funding and supporters, and the donation dialog (spec doc 2 §2). */
export function ProgramDetailPage() {
  const id = parseProgramId(useParams().id);
  const { data, loading, error, refetch } = useQuery(PublicProgramDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const program = data?.publicProgram;
  usePageMeta({
    title: program?.name ?? 'جزئیات برنامه',
    description: program ? summaryOf(program.description) : undefined,
    image: program?.imageUrl ?? undefined,
    status: !program && !loading && !error ? 404 : undefined,
  });

  let body: ReactNode;
  if (id !== null && loading && !program) body = <PageSpinner label="در حال بارگذاری برنامه" />;
  else if (error && !program) {
    body = (
      <Centered>
        <StatusPanel
          tone="error"
          Icon={AlertIcon}
          title={PROGRAM_LOAD_ERROR}
          description={loadErrorText(error, 'لطفاً دوباره تلاش کنید.')}
        >
          <Button onClick={() => void refetch().catch(() => undefined)}>
            <RefreshIcon />
            تلاش دوباره
          </Button>
        </StatusPanel>
      </Centered>
    );
  } else if (!program) {
    body = (
      <Centered>
        <StatusPanel
          Icon={TargetIcon}
          title={PROGRAM_NOT_FOUND}
          description="ممکن است این برنامه حذف شده یا هنوز منتشر نشده باشد."
        >
          <ButtonLink to="/programs">مشاهده‌ی همه‌ی برنامه‌ها</ButtonLink>
        </StatusPanel>
      </Centered>
    );
  } else body = <ProgramContent program={program} />;

  return (
    <>
      <PaymentResultAlert />
      {body}
    </>
  );
}
