import { Button } from '../../../components/ui/Button';
import { HeartIcon } from '../../../components/ui/icons';
import { useHydrated } from '../../../lib/useHydrated';
import { ShareSaveButtons } from './ShareSaveButtons';
import { SideCard } from './SideCard';
import { SupporterList } from './SupporterList';
import type { ProgramDetail, Supporter } from './types';

interface ProgramSidebarProps {
  program: ProgramDetail;
  top: readonly Supporter[];
  onDonate: () => void;
}

/** Donate, share and save; the top supporters. */
export function ProgramSidebar({ program, top, onDonate }: ProgramSidebarProps) {
  const accepts = program.status === 'ACTIVE';
  // On the server-rendered page the button waits for the page's script: clicked before, it would do nothing.
  const ready = useHydrated();
  return (
    <aside aria-label="حمایت از برنامه" className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
        <Button
          size="lg"
          variant="accent"
          onClick={onDonate}
          disabled={!accepts || !ready}
          className="w-full"
        >
          <HeartIcon className="size-5" />
          حمایت مالی از این برنامه
        </Button>
        {!accepts && <p className="text-center text-sm text-ink-500">این برنامه در حال حاضر کمک نمی‌پذیرد.</p>}
        <ShareSaveButtons programId={program.id} title={program.name} />
      </div>
      <SideCard id="program-top-supporters" title="حامیان برتر">
        <SupporterList supporters={top} />
      </SideCard>
    </aside>
  );
}
