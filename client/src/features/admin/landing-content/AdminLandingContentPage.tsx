import { useMutation, useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { LANDING_SECTIONS, type LandingSection } from '@common/enums';
import { landingSectionLabels } from '@common/labels';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { LoadFailedPanel } from '../../../components/ui/LoadFailedPanel';
import { PlusIcon, RefreshIcon } from '../../../components/ui/pageIcons';
import { PageSpinner } from '../../../components/ui/Spinner';
import { useConfirm } from '../../../components/ui/useConfirm';
import {
  AdminLandingContentDocument,
  DeleteLandingContentDocument,
  InitializeLandingContentDocument,
  type LandingContentItemFieldsFragment,
  ToggleLandingContentDocument,
} from '../../../gql/graphql';
import { dashboardUrls } from '../dashboard/urls';
import { AdminPage } from '../shared/AdminPage';
import { adminAction } from '../shared/adminAction';
import { adminToast } from '../shared/adminToast';
import { FormDialog } from '../shared/FormDialog';
import { type LandingDraft, LandingItemForm } from './LandingItemForm';
import { LandingSearchBar } from './LandingSearchBar';
import { LandingSectionPanel } from './LandingSectionPanel';
import { landingTexts as texts } from './landingContentTexts';
import { useForgetPublicLanding } from './useForgetPublicLanding';

type Item = LandingContentItemFieldsFragment;

/** The items of a section: those whose key starts with '{section}.' (spec doc 3 §2.11). */
export const itemsOf = (items: readonly Item[], section: LandingSection) =>
  items.filter((item) => item.sectionKey.startsWith(`${section}.`));

/** A new item from a section's button gets the next order (count + 1); from the header, order 1 (spec §9). */
export const draftFor = (section: LandingSection | null, sectionCount: number): LandingDraft =>
  section ? { sectionKey: `${section}.`, orderIndex: sectionCount + 1 } : { sectionKey: '', orderIndex: 1 };

/** /admin/landing-content: the home page's texts in their five sections (spec doc 3 §2.11, §7.5). */
export function AdminLandingContentPage() {
  const [keyword, setKeyword] = useState('');
  const { data, loading, error, refetch } = useQuery(AdminLandingContentDocument, {
    variables: { keyword: keyword || null },
    notifyOnNetworkStatusChange: true,
  });
  const [toggle] = useMutation(ToggleLandingContentDocument);
  const [remove] = useMutation(DeleteLandingContentDocument);
  const [initialize] = useMutation(InitializeLandingContentDocument);
  const forgetPublicLanding = useForgetPublicLanding();
  const [adding, setAdding] = useState<LandingDraft | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const confirm = useConfirm();

  useEffect(() => {
    if (error) adminToast.error(keyword ? texts.searchFailed : texts.fetchFailed);
  }, [error, keyword]);

  const items = data?.adminLandingContents ?? [];
  const summaries = data?.adminLandingSections ?? [];
  const summaryOf = (section: LandingSection) => summaries.find((s) => s.section === section);
  const afterWrite = () => {
    forgetPublicLanding();
    void refetch();
  };

  const onToggle = async (item: Item) => {
    const done = await adminAction(toggle({ variables: { id: item.id } }), {
      success: ({ data: d }) => (d?.toggleLandingContent.isActive ? texts.activated : texts.deactivated),
      failure: texts.toggleFailed,
    });
    if (done) afterWrite();
  };
  const onDelete = (item: Item) =>
    void confirm({
      title: `حذف ${item.sectionKey}`,
      body: texts.deleteQuestion,
      confirmLabel: 'حذف محتوا',
      tone: 'danger',
      action: async () => {
        const done = await adminAction(remove({ variables: { id: item.id } }), {
          success: texts.deleted,
          failure: texts.deleteFailed,
        });
        if (done) afterWrite();
      },
    });
  const onReset = () =>
    void confirm({
      title: 'بازگردانی محتوای پیش‌فرض',
      body: texts.resetQuestion,
      confirmLabel: 'بازگردانی پیش‌فرض‌ها',
      tone: 'danger',
      action: async () => {
        const done = await adminAction(initialize(), { success: texts.reset, failure: texts.resetFailed });
        if (done) {
          setEditingId(null);
          afterWrite();
        }
      },
    });

  let content: ReactNode;
  if (loading && !data) content = <PageSpinner />;
  else if (error && !data)
    content = (
      <LoadFailedPanel
        title={keyword ? texts.searchFailed : texts.fetchFailed}
        onRetry={() => void refetch()}
      />
    );
  else
    content = (
      <div className="flex flex-col gap-4">
        {keyword && (
          <p role="status" className="text-sm text-ink-600">
            {toPersianDigits(items.length)} مورد برای «{keyword}» پیدا شد.
          </p>
        )}
        {LANDING_SECTIONS.map((section) => (
          <LandingSectionPanel
            key={section}
            section={section}
            summary={summaryOf(section)}
            items={itemsOf(items, section)}
            editingId={editingId}
            onAdd={() => setAdding(draftFor(section, summaryOf(section)?.count ?? 0))}
            onEdit={(item) => setEditingId(item?.id ?? null)}
            onToggle={(item) => void onToggle(item)}
            onDelete={onDelete}
          />
        ))}
      </div>
    );

  return (
    <AdminPage
      title={texts.title}
      description="متن‌های بخش‌های صفحه‌ی اصلی؛ موردی که خاموش یا حذف شود، جای خود را به متن پیش‌فرض سایت می‌دهد."
      breadcrumb={[{ label: 'داشبورد', to: dashboardUrls.home() }, { label: texts.title }]}
      actions={
        <>
          <Button variant="outline" onClick={onReset}>
            <RefreshIcon className="size-4" />
            بازگردانی پیش‌فرض‌ها
          </Button>
          <Button onClick={() => setAdding(draftFor(null, 0))}>
            <PlusIcon className="size-4" />
            افزودن محتوا
          </Button>
        </>
      }
    >
      <LandingSearchBar keyword={keyword} onSearch={setKeyword} />
      {content}
      <FormDialog
        value={adding}
        onClose={() => setAdding(null)}
        title={
          adding?.sectionKey
            ? `افزودن محتوا به بخش ${landingSectionLabels[adding.sectionKey.slice(0, -1) as LandingSection]}`
            : 'افزودن محتوا'
        }
        onSaved={() => void refetch()}
      >
        {(draft, done) => <LandingItemForm item={draft} {...done} />}
      </FormDialog>
    </AdminPage>
  );
}
