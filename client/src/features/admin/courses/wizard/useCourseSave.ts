import { useMutation } from '@apollo/client/react';
import type { CourseStatus } from '@common/enums';
import type { CourseOutput } from '@common/validation/course';
import { useEffect, useRef } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CreateCourseDocument, UpdateCourseDocument } from '../../../../gql/graphql';
import { applyServerErrors } from '../../../../lib/applyServerErrors';
import { serverErrorMessage } from '../../../../lib/serverError';
import { adminToast } from '../../shared/adminToast';
import { COURSE_TEXTS } from '../courseTexts';
import { courseUrls } from '../urls';
import type { CourseDraft } from './courseDraft';
import { toCourseDraft, toCourseInput } from './courseInput';
import { clearStoredDraft } from './useDraftStorage';
import { stepOfField, type WizardStepId } from './wizardSteps';

/** Spec doc 3 §9: the wizard goes back to the list 2 s after a save. */
export const REDIRECT_AFTER_SAVE_MS = 2000;

/** Every message of a form's errors, nested ones (chapters.0.lessons.1.title) included, with their paths. */
export function errorEntries(errors: object, prefix = ''): Array<[string, string]> {
  return Object.entries(errors).flatMap(([key, value]): Array<[string, string]> => {
    if (key === 'ref' || key === 'types' || !value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    const own: Array<[string, string]> =
      typeof message === 'string' && message ? [[key === 'root' ? prefix : path, message]] : [];
    return [...own, ...errorEntries(value, path)];
  });
}

interface CourseSaveOptions {
  form: UseFormReturn<CourseDraft>;
  courseId: number | null;
  /** The stored course's status (edit); an archived course stays archived when its draft is saved. */
  status?: CourseStatus;
  thumbnailFile: File | null;
  onSaved: () => void;
  showStep: (step: WizardStepId) => void;
}

/**
 * Save draft and publish: the whole form checked by the shared schema (its messages joined in one toast and
 * the first field's step shown), then one create or update with the thumbnail; after a save the draft kept in
 * the browser is dropped and the list follows after 2 s.
 */
export function useCourseSave({
  form,
  courseId,
  status,
  thumbnailFile,
  onSaved,
  showStep,
}: CourseSaveOptions) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateCourseDocument);
  const [update] = useMutation(UpdateCourseDocument);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const invalid = (errors: FieldErrors) => {
    const entries = errorEntries(errors);
    if (entries.length === 0) return;
    showStep(stepOfField(entries[0][0]));
    adminToast.error(entries.map(([, message]) => message).join('، '));
  };

  const send = async (values: CourseOutput, status: CourseStatus) => {
    const input = toCourseInput(values, status);
    const thumbnail = thumbnailFile ?? null;
    try {
      const saved =
        courseId === null
          ? (await create({ variables: { input, thumbnail } })).data?.createCourse
          : (await update({ variables: { id: courseId, input, thumbnail } })).data?.updateCourse;
      if (!saved) throw new Error('no answer');
      clearStoredDraft(courseId);
      form.reset(toCourseDraft(saved));
      onSaved();
      adminToast.success(courseId === null ? COURSE_TEXTS.created : COURSE_TEXTS.updated);
      redirect.current = setTimeout(() => navigate(courseUrls.list()), REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      const fields = applyServerErrors(error, form.setError);
      if (fields[0]) showStep(stepOfField(fields[0]));
      // Spec doc 3 §8: a refused thumbnail is «خطا در آپلود تصویر»; its reason stays on the media step.
      adminToast.error(
        fields.includes('thumbnail')
          ? COURSE_TEXTS.thumbnailFailed
          : serverErrorMessage(error, { rejected: COURSE_TEXTS.saveFailed, failed: COURSE_TEXTS.saveFailed }),
      );
    }
  };

  // The resolver hands over the schema's output, which the form's own type does not describe.
  const submitAs = (status: CourseStatus) =>
    form.handleSubmit((values) => send(values as unknown as CourseOutput, status), invalid);
  // Only «بازگرداندن از بایگانی» (or publishing) brings an archived course back.
  const draftStatus: CourseStatus = status === 'ARCHIVED' ? 'ARCHIVED' : 'DRAFT';
  return { saveDraft: submitAs(draftStatus), publish: submitAs('PUBLISHED') };
}
