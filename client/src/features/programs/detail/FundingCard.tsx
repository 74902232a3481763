import { PROGRAM_LATEST_SUPPORTERS } from '@common/constants';
import { toPersianDigits } from '@common/digits';
import { FundingProgress } from '../FundingProgress';
import { SideCard } from './SideCard';
import { SupporterList } from './SupporterList';
import type { ProgramDetail, Supporter } from './types';

interface FundingCardProps {
  program: ProgramDetail;
  latest: readonly Supporter[];
  totalDonors: number | null;
}

/** Raised against target, the number of supporters and the latest five of them. */
export function FundingCard({ program, latest, totalDonors }: FundingCardProps) {
  return (
    <SideCard id="program-funding" title="وضعیت تأمین مالی">
      <FundingProgress
        percentage={program.fundingPercentage}
        raisedAmount={program.raisedAmount}
        targetBudget={program.targetBudget}
        showAmounts
      />
      {totalDonors !== null && (
        <p className="mt-3 text-sm text-ink-500">{toPersianDigits(totalDonors)} حامی تا امروز</p>
      )}
      <h3 className="mb-3 mt-6 text-sm font-bold text-ink-900">آخرین حامیان</h3>
      <SupporterList
        supporters={latest.slice(0, PROGRAM_LATEST_SUPPORTERS)}
        empty="اولین حامی این برنامه باشید!"
      />
    </SideCard>
  );
}
