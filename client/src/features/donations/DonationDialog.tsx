import { useState } from 'react';
import { Dialog } from '../../components/ui/Dialog';
import { DonationForm } from './DonationForm';
import { OfflineInstructions } from './OfflineInstructions';
import type { DonationReceipt } from './useDonationForm';

interface DonationDialogProps {
  open: boolean;
  onClose: () => void;
  programId: number;
  programName: string;
}

function DonationFlow({ programId, onClose }: { programId: number; onClose: () => void }) {
  const [receipt, setReceipt] = useState<DonationReceipt | null>(null);
  return receipt ? (
    <OfflineInstructions receipt={receipt} onDone={onClose} />
  ) : (
    <DonationForm programId={programId} onOfflineReceipt={setReceipt} onCancel={onClose} />
  );
}

/** The donation dialog of a program (spec doc 2 §4): a fresh form each time it opens. */
export function DonationDialog({ open, onClose, programId, programName }: DonationDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="حمایت مالی" description={`برنامه‌ی «${programName}»`}>
      <DonationFlow programId={programId} onClose={onClose} />
    </Dialog>
  );
}
