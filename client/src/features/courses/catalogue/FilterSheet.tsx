import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The filters on phones: the shared dialog, rising from the bottom; Escape or the backdrop closes it. */
export function FilterSheet({ open, onClose, children }: FilterSheetProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="فیلترها"
      className="lg:hidden"
      footer={
        <Button className="w-full" onClick={onClose}>
          نمایش نتایج
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
