import { useMutation } from '@apollo/client/react';
import {
  ArchiveCourseDocument,
  DeleteCourseDocument,
  DraftCourseDocument,
  PublishCourseDocument,
} from '../../../gql/graphql';
import { adminAction } from '../shared/adminAction';
import { COURSE_TEXTS } from './courseTexts';

/** The list's row actions with the spec's toasts; `reload` refetches the list and its figures after a change. */
export function useCourseActions(reload: () => void) {
  const [publish] = useMutation(PublishCourseDocument);
  const [draft] = useMutation(DraftCourseDocument);
  const [archive] = useMutation(ArchiveCourseDocument);
  const [remove] = useMutation(DeleteCourseDocument);
  const after = async <T>(work: Promise<T>) => {
    const done = await work;
    reload();
    return done;
  };
  return {
    publish: (id: number) =>
      after(
        adminAction(publish({ variables: { id } }), {
          success: COURSE_TEXTS.published,
          failure: COURSE_TEXTS.statusFailed,
        }),
      ),
    unpublish: (id: number) =>
      after(
        adminAction(draft({ variables: { id } }), {
          success: COURSE_TEXTS.unpublished,
          failure: COURSE_TEXTS.statusFailed,
        }),
      ),
    /** Hidden from the catalogue; students already enrolled keep their access. */
    archive: (id: number) =>
      after(
        adminAction(archive({ variables: { id } }), {
          success: COURSE_TEXTS.archived,
          failure: COURSE_TEXTS.statusFailed,
        }),
      ),
    /** An archived course comes back as a draft, to be published again when it is ready. */
    restore: (id: number) =>
      after(
        adminAction(draft({ variables: { id } }), {
          success: COURSE_TEXTS.restored,
          failure: COURSE_TEXTS.statusFailed,
        }),
      ),
    /** A course with enrolments is archived instead; the server's message says which. */
    remove: (id: number) =>
      after(
        adminAction(remove({ variables: { id } }), {
          success: ({ data }) => data?.deleteCourse.message ?? '',
          failure: COURSE_TEXTS.deleteFailed,
        }),
      ),
  };
}
