import { useMutation, useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { paymentProviderLabels, paymentUsageScopeLabels } from '@common/labels';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Switch } from '../../../components/ui/Switch';
import { useConfirm } from '../../../components/ui/useConfirm';
import {
  type AdminPaymentMethodRowFieldsFragment,
  AdminPaymentMethodsDocument,
  DeletePaymentMethodDocument,
  TogglePaymentMethodDocument,
} from '../../../gql/graphql';
import { AdminListPage } from '../shared/AdminListPage';
import { adminAction } from '../shared/adminAction';
import { column, NameCell } from '../shared/columns';
import { FormDialog } from '../shared/FormDialog';
import { actionsColumn, RowActions } from '../shared/RowActions';
import { PaymentMethodForm } from './PaymentMethodForm';

type Method = AdminPaymentMethodRowFieldsFragment;
const TITLE = 'روش‌های پرداخت';

/** /admin/payment-methods: the methods headed by their count, add/edit, switch and delete (spec doc 3 §2.16). */
export function AdminPaymentMethodsPage() {
  const query = useQuery(AdminPaymentMethodsDocument);
  const { data, refetch } = query;
  const [toggle] = useMutation(TogglePaymentMethodDocument);
  const [remove] = useMutation(DeletePaymentMethodDocument);
  const [editing, setEditing] = useState<Method | 'new' | null>(null);
  const confirm = useConfirm();
  const methods = data?.adminPaymentMethods;

  const askDelete = (m: Method) =>
    void confirm({
      title: `حذف ${m.displayNameFa}`,
      body: 'این روش پرداخت دیگر به اهداکنندگان نشان داده نمی‌شود. کمک‌های ثبت‌شده با آن می‌مانند.',
      confirmLabel: 'حذف روش پرداخت',
      tone: 'danger',
      action: async () => {
        await adminAction(remove({ variables: { id: m.id } }), {
          success: 'روش پرداخت با موفقیت حذف شد',
          failure: 'خطا در حذف روش پرداخت',
        });
        void refetch();
      },
    });

  const columns: ColumnDef<Method, unknown>[] = [
    column('code', 'کد', (m) => (
      <span dir="ltr" className="font-mono text-xs">
        {m.code}
      </span>
    )),
    column('title', 'عنوان', (m) => (
      <NameCell name={m.displayNameFa} detail={paymentProviderLabels[m.provider]} />
    )),
    column('scope', 'کاربرد', (m) => paymentUsageScopeLabels[m.usageScope]),
    column('order', 'ترتیب', (m) => toPersianDigits(m.sortOrder)),
    column('status', 'وضعیت', (m) => (
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
    )),
    actionsColumn((m) => (
      <RowActions
        editLabel={`ویرایش ${m.displayNameFa}`}
        onEdit={() => setEditing(m)}
        deleteLabel={`حذف ${m.displayNameFa}`}
        onDelete={() => askDelete(m)}
      />
    )),
  ];

  return (
    <AdminListPage
      title={TITLE}
      actions={<Button onClick={() => setEditing('new')}>افزودن روش پرداخت</Button>}
      toolbar={<p className="font-bold text-ink-900">{toPersianDigits(methods?.length ?? 0)} روش پرداخت</p>}
      label="فهرست روش‌های پرداخت"
      columns={columns}
      rows={methods}
      whole
      query={query}
      errorText="خطا در دریافت روش‌های پرداخت"
      emptyText="هنوز روش پرداختی تعریف نشده است."
    >
      <FormDialog
        value={editing}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'افزودن روش پرداخت' : 'ویرایش روش پرداخت'}
        onSaved={() => void refetch()}
      >
        {(method, done) => <PaymentMethodForm method={method === 'new' ? null : method} {...done} />}
      </FormDialog>
    </AdminListPage>
  );
}
