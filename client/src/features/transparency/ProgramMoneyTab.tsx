import { useQuery } from '@apollo/client/react';
import { Button } from '../../components/ui/Button';
import { RefreshIcon } from '../../components/ui/pageIcons';
import { Spinner } from '../../components/ui/Spinner';
import { ProgramTransparencyDocument } from '../../gql/graphql';
import { loadErrorText } from '../programs/loadErrorText';
import { MoneySummary } from './MoneySummary';
import { RaisedChart } from './RaisedChart';
import { SpendingList } from './SpendingList';
import { transparencyTexts as texts } from './transparencyTexts';

/**
 * A program's «هزینه‌کرد کمک‌ها» tab: money in and out side by side, the donors, raised against the target
 * month by month, and the spending entries. A lazy chunk (recharts with it), fetched when the tab is opened.
 */
export function ProgramMoneyTab({ programId }: { programId: number }) {
  const { data, loading, error, refetch } = useQuery(ProgramTransparencyDocument, {
    variables: { programId },
  });
  const figures = data?.programTransparency;
  if (loading && !figures) return <Spinner label={texts.loading} />;
  if (!figures) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm text-ink-600">
        <p>{error ? loadErrorText(error, texts.loadError) : texts.loadError}</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>
          <RefreshIcon />
          {texts.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <MoneySummary moneyIn={figures.moneyIn} moneyOut={figures.moneyOut} donorCount={figures.donorCount} />
      <RaisedChart months={figures.months} target={figures.targetBudget ?? null} />
      <SpendingList spendings={figures.spendings} />
    </div>
  );
}
