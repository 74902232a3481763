import { useMutation, useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { paymentProviderLabels, paymentUsageScopeLabels } from '@common/labels';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { DataTable } from '../../../components/data-table/DataTable';
import { useTableParams } from '../../../components/data-table/useTableParams';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Dialog } from '../../../components/ui/Dialog';
import { AlertIcon, PencilIcon, RefreshIcon, TrashIcon } from '../../../components/ui/pageIcons';
import { PageSpinner } from '../../../components/ui/Spinner';
import { StatusPanel } from '../../../components/ui/StatusPanel';
import { Switch } from '../../../components/ui/Switch';
import {
  type AdminPaymentMethodRowFieldsFragment,
  AdminPaymentMethodsDocument,
  DeletePaymentMethodDocument,
  TogglePaymentMethodDocument,
} from '../../../gql/graphql';
import { AdminPage } from '../shared/AdminPage';
import { adminAction } from '../shared/adminAction';
import { PaymentMethodForm } from './PaymentMethodForm';

type Method = AdminPaymentMethodRowFieldsFragment;
const TITLE = 'روش‌های پرداخت';

/** /admin/payment-methods: the methods headed by their count, add/edit, switch and delete (spec doc 3 §2.16). */
export function AdminPaymentMethodsPage() {
  const { data, loading, error, refetch } = useQuery(AdminPaymentMethodsDocument);
  const [toggle] = useMutation(TogglePaymentMethodDocument);
  const [remove] = useMutation(DeletePaymentMethodDocument);
  const [editing, setEditing] = useState<Method | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Method | null>(null);
  const [pending, setPending] = useState(false);
  const methods = data?.adminPaymentMethods ?? [];
  const table = useTableParams();
  const columns: ColumnDef<Method, unknown>[] = [
    {
      id: 'code',
      header: 'کد',
      cell: ({ row: { original: m } }) => (
        <span dir="ltr" className="font-mono text-xs">
          {m.code}
        </span>
      ),
    },
    {
      id: 'title',
      header: 'عنوان',
      cell: ({ row: { original: m } }) => (
        <div className="flex flex-col">
          <span className="font-medium text-ink-900">{m.displayNameFa}</span>
          <span className="text-xs text-ink-500">{paymentProviderLabels[m.provider]}</span>
        </div>
      ),
    },
    {
      id: 'scope',
      header: 'کاربرد',
      cell: ({ row: { original: m } }) => paymentUsageScopeLabels[m.usageScope],
    },
    { id: 'order', header: 'ترتیب', cell: ({ row: { original: m } }) => toPersianDigits(m.sortOrder) },
    {
      id: 'status',
      header: 'وضعیت',
      cell: ({ row: { original: m } }) => (
        <Switch
          checked={m.isActive}
          label={`فعال بودن ${m.displayNameFa}`}
          onCheckedChange={() =>
            void adminAction(toggle({ variables: { id: m.id } }), {
              success: ({ data: d }) =>
                d?.togglePaymentMethod.isActive ? 'روش پرداخت فعال شد' : 'روش پرداخت غیرفعال شد',
              failure: 'خطا در تغییر وضعیت',
            })
          }
        />
      ),
    },
    {
      id: 'actions',
      header: 'عملیات',
      cell: ({ row: { original: m } }) => (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`ویرایش ${m.displayNameFa}`}
            onClick={() => setEditing(m)}
          >
            <PencilIcon className="size-4" />
          </Button>
          <Button
            variant="danger"
            size="sm"
            aria-label={`حذف ${m.displayNameFa}`}
            onClick={() => setDeleting(m)}
          >
            <TrashIcon className="size-4" />
          </Button>
        </div>
      ),
    },
  ];

  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    await adminAction(remove({ variables: { id: deleting.id } }), {
      success: 'روش پرداخت با موفقیت حذف شد',
      failure: 'خطا در حذف روش پرداخت',
    });
    setPending(false);
    setDeleting(null);
    void refetch();
  };

  let content: ReactNode;
  if (loading && !data) content = <PageSpinner />;
  else if (error && !data)
    content = (
      <StatusPanel title="خطا در دریافت روش‌های پرداخت" Icon={AlertIcon} tone="error">
        <Button variant="outline" onClick={() => void refetch()}>
          <RefreshIcon className="size-4" />
          تلاش دوباره
        </Button>
      </StatusPanel>
    );
  else
    content = (
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
        <p className="mb-4 font-bold text-ink-900">{toPersianDigits(methods.length)} روش پرداخت</p>
        <DataTable
          label="فهرست روش‌های پرداخت"
          columns={columns}
          rows={{ content: methods, totalElements: methods.length, totalPages: 1 }}
          state={table}
          emptyText="هنوز روش پرداختی تعریف نشده است."
          rowKey={(m) => m.id}
        />
      </div>
    );

  return (
    <AdminPage
      title={TITLE}
      breadcrumb={[{ label: 'داشبورد', to: '/admin' }, { label: TITLE }]}
      actions={<Button onClick={() => setEditing('new')}>افزودن روش پرداخت</Button>}
    >
      {content}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'افزودن روش پرداخت' : 'ویرایش روش پرداخت'}
        className="sm:max-w-2xl"
      >
        {editing !== null && (
          <PaymentMethodForm
            method={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              void refetch();
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`حذف ${deleting?.displayNameFa ?? ''}`}
        description="این روش پرداخت دیگر به اهداکنندگان نشان داده نمی‌شود. کمک‌های ثبت‌شده با آن می‌مانند."
        confirmLabel="حذف روش پرداخت"
        destructive
        onConfirm={() => void confirmDelete()}
        pending={pending}
      />
    </AdminPage>
  );
}
