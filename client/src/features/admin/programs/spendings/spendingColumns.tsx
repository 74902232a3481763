import { formatJalaliDate } from '@common/date';
import { formatToman } from '@common/money';
import type { ColumnDef } from '@tanstack/react-table';
import type { ProgramSpendingFieldsFragment } from '../../../../gql/graphql';
import { actionsColumn, RowActions } from '../../shared/RowActions';
import { SPENDING_TEXTS as TEXTS } from './spendingTexts';

type Spending = ProgramSpendingFieldsFragment;

/** The spending table's columns: Jalali date, toman amount, description, receipt picture and actions. */
export function spendingColumns(actions: {
  onEdit: (spending: Spending) => void;
  onDelete: (spending: Spending) => void;
}): ColumnDef<Spending, unknown>[] {
  return [
    { id: 'date', header: TEXTS.date, cell: ({ row: { original: s } }) => formatJalaliDate(s.spentOn) },
    {
      id: 'amount',
      header: 'مبلغ',
      cell: ({ row: { original: s } }) => <span className="font-medium">{formatToman(s.amount)}</span>,
    },
    {
      id: 'description',
      header: TEXTS.description,
      cell: ({ row: { original: s } }) => (
        <span className="line-clamp-3 max-w-md whitespace-pre-line">{s.description}</span>
      ),
    },
    {
      id: 'receipt',
      header: 'رسید',
      cell: ({ row: { original: s } }) =>
        s.receiptImageUrl ? (
          <a
            href={s.receiptImageUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={`${TEXTS.receiptLink}: ${s.description}`}
          >
            <img
              src={s.receiptImageUrl}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-lg object-cover"
            />
          </a>
        ) : (
          '—'
        ),
    },
    actionsColumn(
      (s) => (
        <RowActions
          editLabel={`${TEXTS.edit}: ${s.description}`}
          onEdit={() => actions.onEdit(s)}
          deleteLabel={`${TEXTS.deleteConfirm}: ${s.description}`}
          onDelete={() => actions.onDelete(s)}
        />
      ),
      TEXTS.actions,
    ),
  ];
}
