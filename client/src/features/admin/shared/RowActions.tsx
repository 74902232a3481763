import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { buttonClasses } from '../../../components/ui/buttonStyles';
import { PencilIcon, TrashIcon } from '../../../components/ui/pageIcons';

interface RowActionsProps {
  /** The edit button's accessible name, e.g. «ویرایش بورسیه». */
  editLabel: string;
  /** Edit in place (a dialog or inline form) … */
  onEdit?: () => void;
  /** … or on its own page. */
  editTo?: string;
  deleteLabel: string;
  onDelete: () => void;
  /** More buttons, between edit and delete. */
  children?: ReactNode;
}

/** A row's icon buttons: edit (a button or a link to its page) and delete, each named for its row. */
export function RowActions({ editLabel, onEdit, editTo, deleteLabel, onDelete, children }: RowActionsProps) {
  return (
    <div className="flex items-center gap-1">
      {editTo !== undefined ? (
        <Link to={editTo} aria-label={editLabel} className={buttonClasses('ghost', 'sm')}>
          <PencilIcon className="size-4" />
        </Link>
      ) : (
        <Button variant="ghost" size="sm" aria-label={editLabel} onClick={onEdit}>
          <PencilIcon className="size-4" />
        </Button>
      )}
      {children}
      <Button variant="danger" size="sm" aria-label={deleteLabel} onClick={onDelete}>
        <TrashIcon className="size-4" />
      </Button>
    </div>
  );
}

/** The last column of an admin table, «عملیات», drawing each row's buttons. */
export const actionsColumn = <T,>(cell: (row: T) => ReactNode, header = 'عملیات'): ColumnDef<T, unknown> => ({
  id: 'actions',
  header,
  cell: ({ row }) => cell(row.original),
});
