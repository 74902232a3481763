import { Button } from './Button';
import { AlertIcon, RefreshIcon } from './pageIcons';
import { StatusPanel } from './StatusPanel';

/** A load that failed: its message (announced) and «تلاش دوباره», which calls `onRetry`. */
export function LoadFailedPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StatusPanel title={title} Icon={AlertIcon} tone="error">
      <Button variant="outline" onClick={onRetry}>
        <RefreshIcon className="size-4" />
        تلاش دوباره
      </Button>
    </StatusPanel>
  );
}
