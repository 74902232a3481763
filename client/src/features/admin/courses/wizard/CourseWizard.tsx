import { toPersianDigits } from '@common/digits';
import type { CourseStatus } from '@common/enums';
import { courseSchema } from '@common/validation/course';
import { coursePublishIssues } from '@common/validation/course-publish';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/Button';
import { ProgressBar } from '../../../../components/ui/ProgressBar';
import { TabList, TabPanel, Tabs } from '../../../../components/ui/Tabs';
import { useGuardedLeave, useLeaveGuardWhile } from '../../shared/useLeaveGuard';
import { courseUrls } from '../urls';
import type { CourseDraft } from './courseDraft';
import { BasicInfoStep } from './steps/BasicInfoStep';
import { ContentStep } from './steps/ContentStep';
import { MediaStep } from './steps/MediaStep';
import { PreviewStep } from './steps/PreviewStep';
import { SkillsStep } from './steps/SkillsStep';
import { SyllabusStep } from './steps/SyllabusStep';
import { useCourseSave } from './useCourseSave';
import { clearStoredDraft, readStoredDraft, useDraftStorage } from './useDraftStorage';
import { WizardArchiveButton } from './WizardArchiveButton';
import { WizardBar } from './WizardBar';
import { stepComplete, WIZARD_STEPS, type WizardStepId } from './wizardSteps';

// The schema reads the form's text numbers and blank choices itself; its input type is stricter than the form's.
const resolver = valibotResolver(courseSchema) as unknown as Resolver<CourseDraft>;

interface CourseWizardProps {
  courseId: number | null;
  /** The stored course (edit) or an empty one (create). */
  initial: CourseDraft;
  /** The stored course's status (edit). */
  status?: CourseStatus;
}

/** The six-step course wizard over one form (spec doc 3 §2.8). */
export function CourseWizard({ courseId, initial, status }: CourseWizardProps) {
  const [restored] = useState(() => readStoredDraft(courseId));
  const form = useForm<CourseDraft>({ defaultValues: initial, resolver, mode: 'onSubmit' });
  const [step, setStep] = useState<WizardStepId>('basic');
  const [thumbnailFile, setThumbnailFile] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const { leave } = useGuardedLeave();

  useEffect(() => {
    // A course in progress kept in this browser comes back as unsaved changes over the stored one.
    if (restored) form.reset(restored, { keepDefaultValues: true });
  }, [form, restored]);

  const values = form.watch();
  const dirty = (form.formState.isDirty || thumbnailFile !== null) && !saved;
  useLeaveGuardWhile(dirty);
  useDraftStorage(courseId, values, dirty);

  const { saveDraft, publish } = useCourseSave({
    form,
    courseId,
    status,
    thumbnailFile,
    onSaved: () => {
      setSaved(true);
      setThumbnailFile(null);
    },
    showStep: setStep,
  });

  const index = WIZARD_STEPS.findIndex((s) => s.id === step);
  const percent = Math.round(((index + 1) / WIZARD_STEPS.length) * 100);
  const tabs = WIZARD_STEPS.map((s) => ({ ...s, done: stepComplete(s.id, values, thumbnailFile !== null) }));
  const go = (to: number) => setStep(WIZARD_STEPS[Math.max(0, Math.min(WIZARD_STEPS.length - 1, to))].id);
  const discardRestored = () => {
    clearStoredDraft(courseId);
    form.reset(initial);
    setShowRestored(false);
  };

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-5">
      {showRestored && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900"
        >
          <span>تغییرات ذخیره‌نشده‌ی قبلی شما در این مرورگر بازیابی شد.</span>
          <Button variant="ghost" size="sm" onClick={discardRestored}>
            دور انداختن تغییرات
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <p className="flex justify-between text-sm text-ink-600">
          <span>{toPersianDigits(`مرحله‌ی ${index + 1} از ${WIZARD_STEPS.length}`)}</span>
          <span>{toPersianDigits(`${percent}٪`)}</span>
        </p>
        <ProgressBar value={percent} label="پیشرفت مراحل" />
      </div>
      <Tabs value={step} onValueChange={setStep} className="flex flex-col gap-5">
        <TabList label="مراحل ساخت دوره" tabs={tabs} />
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6">
          <TabPanel id="basic">
            <BasicInfoStep form={form} />
          </TabPanel>
          <TabPanel id="content">
            <ContentStep form={form} />
          </TabPanel>
          <TabPanel id="syllabus">
            <SyllabusStep form={form} />
          </TabPanel>
          <TabPanel id="media">
            <MediaStep form={form} thumbnailFile={thumbnailFile} onThumbnailFile={setThumbnailFile} />
          </TabPanel>
          <TabPanel id="skills">
            <SkillsStep form={form} />
          </TabPanel>
          <TabPanel id="preview">
            <PreviewStep course={values} thumbnailFile={thumbnailFile} />
          </TabPanel>
        </div>
      </Tabs>
      <div className="flex justify-between">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          مرحله‌ی قبل
        </Button>
        <Button variant="outline" onClick={() => go(index + 1)} disabled={index === WIZARD_STEPS.length - 1}>
          مرحله‌ی بعد
        </Button>
      </div>
      <WizardBar
        editing={courseId !== null}
        onPreviewStep={step === 'preview'}
        canPublish={coursePublishIssues(values).length === 0}
        saving={form.formState.isSubmitting}
        onCancel={() => leave(courseUrls.list())}
        onSaveDraft={() => void saveDraft()}
        onPublish={() => void publish()}
        archive={courseId !== null && status && <WizardArchiveButton courseId={courseId} status={status} />}
      />
    </form>
  );
}
