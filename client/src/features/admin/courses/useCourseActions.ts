import { useMutation } from '@apollo/client/react';
import {
  ArchiveCourseDocument,
  DeleteCourseDocument,
  DraftCourseDocument,
  PublishCourseDocument,
} from '../../../gql/graphql';
import { type ActionTexts, adminAction } from '../shared/adminAction';
import { COURSE_TEXTS } from './courseTexts';

/** The list's row actions with the spec's toasts; `reload` refetches the list and its figures after a change. */
export function useCourseActions(reload: () => void) {
  const [publish] = useMutation(PublishCourseDocument);
  const [draft] = useMutation(DraftCourseDocument);
  const [archive] = useMutation(ArchiveCourseDocument);
  const [remove] = useMutation(DeleteCourseDocument);
  /** Runs the call with its toasts, then reloads the list. */
  const run = async <T>(work: Promise<T>, success: ActionTexts<T>['success'], failure: string) => {
    const done = await adminAction(work, { success, failure });
    reload();
    return done;
  };
  /** A change of the course's status (publish, draft, archive) toasting `success`. */
  const status =
    (mutate: (options: { variables: { id: number } }) => Promise<unknown>, success: string) => (id: number) =>
      run(mutate({ variables: { id } }), success, COURSE_TEXTS.statusFailed);
  return {
    publish: status(publish, COURSE_TEXTS.published),
    unpublish: status(draft, COURSE_TEXTS.unpublished),
    /** Hidden from the catalogue; students already enrolled keep their access. */
    archive: status(archive, COURSE_TEXTS.archived),
    /** An archived course comes back as a draft, to be published again when it is ready. */
    restore: status(draft, COURSE_TEXTS.restored),
    /** A course with enrolments is archived instead; the server's message says which. */
    remove: (id: number) =>
      run(
        remove({ variables: { id } }),
        ({ data }) => data?.deleteCourse.message ?? '',
        COURSE_TEXTS.deleteFailed,
      ),
  };
}
