import { useMutation, useQuery } from '@apollo/client/react';
import { toPersianDigits } from '@common/digits';
import { readLayout } from '@common/page-layout';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { AlertIcon, RefreshIcon } from '../../../components/ui/pageIcons';
import { PageSpinner } from '../../../components/ui/Spinner';
import { StatusPanel } from '../../../components/ui/StatusPanel';
import { TabList, TabPanel, Tabs } from '../../../components/ui/Tabs';
import {
  AdminPageLayoutDocument,
  DeletePageLayoutDocument,
  type PageLayoutFieldsFragment,
  PublishPageLayoutDocument,
  UpdatePageLayoutDocument,
} from '../../../gql/graphql';
import { applyServerErrors } from '../../../lib/applyServerErrors';
import { serverErrorMessage } from '../../../lib/serverError';
import { LayoutErrorBox } from '../../page-layouts/LayoutErrorBox';
import { LayoutRenderer } from '../../page-layouts/LayoutRenderer';
import { adminAction } from '../shared/adminAction';
import { adminToast } from '../shared/adminToast';
import { useLeaveGuardWhile } from '../shared/useLeaveGuard';
import { ComponentEditor } from './ComponentEditor';
import { componentType } from './componentFields';
import { componentName } from './componentSummary';
import { DuplicateDialog } from './DuplicateDialog';
import { LayoutInfo } from './LayoutInfo';
import { LayoutMetaFields } from './LayoutMetaFields';
import { layoutMetaSchema } from './layoutForms';
import { texts } from './pageBuilderTexts';
import { componentProblem } from './propsSchemas';
import { useLayoutDraft } from './useLayoutDraft';
import { VersionsDialog } from './VersionsDialog';

type Mode = 'preview' | 'edit';
const MODES = [
  { id: 'preview', label: 'پیش‌نمایش' },
  { id: 'edit', label: 'ویرایش' },
] as const;
type Meta = v.InferInput<typeof layoutMetaSchema>;

const metaOf = (layout: PageLayoutFieldsFragment | null | undefined): Meta => ({
  name: layout?.name ?? '',
  pageKey: layout?.pageKey ?? '',
  description: layout?.description ?? '',
});

interface LayoutWorkspaceProps {
  id: number;
  /** Go to another layout (after a duplicate) or to the first one (after a delete, `force`: no question). */
  onSelect: (id: number | null, force?: boolean) => void;
}

/** One layout: its info panel, preview and edit modes, and save, publish, versions, duplicate and delete. */
export function LayoutWorkspace({ id, onSelect }: LayoutWorkspaceProps) {
  const { data, loading, error, refetch } = useQuery(AdminPageLayoutDocument, { variables: { id } });
  const layout = data?.adminPageLayout ?? null;
  const draft = useLayoutDraft(layout);
  const meta = useForm<Meta, unknown, v.InferOutput<typeof layoutMetaSchema>>({
    values: metaOf(layout),
    resetOptions: { keepDirtyValues: true },
    resolver: valibotResolver(layoutMetaSchema),
  });
  const [mode, setMode] = useState<Mode>('preview');
  const [openId, setOpenId] = useState<string | null>(null);
  const [invalidId, setInvalidId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'delete' | null>(null);
  const [dialog, setDialog] = useState<'versions' | 'duplicate' | 'delete' | null>(null);
  const [update] = useMutation(UpdatePageLayoutDocument);
  const [publish] = useMutation(PublishPageLayoutDocument);
  const [remove] = useMutation(DeletePageLayoutDocument, { refetchQueries: ['AdminPageLayouts'] });
  const dirty = draft.dirty || meta.formState.isDirty;
  useLeaveGuardWhile(dirty);

  if (loading && !data) return <PageSpinner />;
  if (!layout) {
    return (
      <StatusPanel
        tone="error"
        Icon={AlertIcon}
        title={error ? texts.layoutFailed : 'صفحه مورد نظر یافت نشد'}
      >
        <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          <RefreshIcon className="size-4" />
          تلاش دوباره
        </Button>
      </StatusPanel>
    );
  }

  /** Every component complete and of a known type; else the first problem is shown on its form. */
  const componentsReady = (): boolean => {
    if (draft.error) {
      setMode('edit');
      adminToast.error(texts.saveFailed);
      return false;
    }
    for (const [index, component] of draft.components.entries()) {
      const problem = componentProblem(component.type, component.props);
      if (problem) {
        setMode('edit');
        setInvalidId(component.id);
        adminToast.error(
          componentType(component.type)
            ? `${componentName(component, index)}: ${problem}`
            : texts.unknownTypesBlockSave,
        );
        return false;
      }
    }
    setInvalidId(null);
    return true;
  };

  /** Saves the draft; answers the saved layout, or null (the reason already shown). */
  const save = () =>
    new Promise<PageLayoutFieldsFragment | null>((resolve) => {
      void meta.handleSubmit(
        async (values) => {
          if (!componentsReady()) return resolve(null);
          try {
            const { data: answer } = await update({
              variables: { id, input: { ...values, layoutData: draft.layoutData } },
            });
            const saved = answer?.updatePageLayout ?? null;
            meta.reset(metaOf(saved));
            resolve(saved);
          } catch (failure) {
            applyServerErrors(failure, meta.setError);
            adminToast.error(
              serverErrorMessage(failure, { rejected: texts.saveFailed, failed: texts.saveFailed }),
            );
            resolve(null);
          }
        },
        () => {
          setMode('edit');
          adminToast.error(texts.saveFailed);
          resolve(null);
        },
      )();
    });

  const saveDraft = async () => {
    setBusy('save');
    if (await save()) adminToast.success(texts.saved);
    setBusy(null);
  };

  const publishDraft = async () => {
    setBusy('publish');
    if (!dirty || (await save())) {
      await adminAction(publish({ variables: { id } }), {
        success: ({ data: answer }) =>
          texts.published(toPersianDigits(answer?.publishPageLayout.version ?? 0)),
        failure: texts.publishFailed,
      });
    }
    setBusy(null);
  };

  const deleteLayout = async () => {
    setBusy('delete');
    const done = await adminAction(remove({ variables: { id } }), {
      success: ({ data: answer }) => answer?.deletePageLayout.message ?? texts.deleted,
      failure: texts.deleteFailed,
    });
    setBusy(null);
    setDialog(null);
    if (done) onSelect(null, true);
  };

  const upToDate = layout.isPublished && !layout.hasUnpublishedChanges && !dirty;
  const preview = draft.error ? readLayout(layout.layoutData) : readLayout(draft.components);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <LayoutInfo layout={layout} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() => void saveDraft()}
          loading={busy === 'save'}
          disabled={!dirty || busy !== null}
        >
          ذخیره‌ی پیش‌نویس
        </Button>
        <Button
          onClick={() => void publishDraft()}
          loading={busy === 'publish'}
          disabled={upToDate || busy !== null}
          title={upToDate ? 'این نسخه همان است که بازدیدکنندگان می‌بینند' : undefined}
        >
          انتشار
        </Button>
        <Button variant="ghost" onClick={() => setDialog('versions')}>
          نسخه‌ها
        </Button>
        <Button variant="ghost" onClick={() => setDialog('duplicate')}>
          تکثیر صفحه
        </Button>
        <Button variant="danger" onClick={() => setDialog('delete')}>
          حذف صفحه
        </Button>
        {dirty && <span className="text-sm text-amber-700">تغییرات ذخیره نشده است</span>}
      </div>
      <Tabs value={mode} onValueChange={setMode} className="flex flex-col gap-4">
        <TabList label="حالت نمایش" tabs={MODES} />
        <TabPanel id="preview">
          <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
            {preview.components.length === 0 && !preview.error ? (
              <p className="p-10 text-center text-sm text-ink-500">این صفحه هنوز مؤلفه‌ای ندارد.</p>
            ) : (
              <LayoutRenderer content={preview} />
            )}
          </div>
        </TabPanel>
        <TabPanel id="edit" className="flex flex-col gap-4">
          <LayoutMetaFields form={meta} />
          {draft.error ? (
            <div className="flex flex-col items-start gap-3">
              <LayoutErrorBox message={draft.error} />
              <Button variant="outline" onClick={() => draft.setComponents(() => [])}>
                شروع دوباره با صفحه‌ی خالی
              </Button>
            </div>
          ) : (
            <ComponentEditor
              components={draft.components}
              setComponents={draft.setComponents}
              revision={draft.revision}
              openId={openId}
              onOpen={setOpenId}
              invalidId={invalidId}
            />
          )}
        </TabPanel>
      </Tabs>
      <VersionsDialog
        layoutId={id}
        open={dialog === 'versions'}
        dirty={dirty}
        onClose={() => setDialog(null)}
      />
      <DuplicateDialog
        layout={dialog === 'duplicate' ? layout : null}
        onClose={() => setDialog(null)}
        onDuplicated={(copy) => {
          setDialog(null);
          onSelect(copy);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`حذف ${layout.name}`}
        description="این صفحه و همه‌ی نسخه‌های منتشرشده‌ی آن حذف می‌شود و صفحه‌ی عمومی آن دیگر نمایش داده نمی‌شود."
        confirmLabel="حذف صفحه"
        destructive
        pending={busy === 'delete'}
        onConfirm={() => void deleteLayout()}
      />
    </div>
  );
}
