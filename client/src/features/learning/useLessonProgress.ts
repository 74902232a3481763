import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  ClaimCertificateDocument,
  CourseLearningStateFragmentDoc,
  type LessonCompletionResultFieldsFragment,
  MarkLessonDoneDocument,
  UnmarkLessonDoneDocument,
} from '../../gql/graphql';
import { serverErrorMessage } from '../../lib/serverError';
import { LEARNING_TEXTS as T } from './learningTexts';

const ERRORS = { rejected: T.markFailed, failed: T.markFailed };

/** The course's progress and certificate in the cache become what the server answered. */
function remember(cache: ApolloCache, courseId: number, result: LessonCompletionResultFieldsFragment) {
  cache.writeFragment({
    id: cache.identify({ __typename: 'Course', id: courseId }),
    fragment: CourseLearningStateFragmentDoc,
    fragmentName: 'CourseLearningState',
    data: {
      __typename: 'Course',
      id: courseId,
      viewerProgress: result.progress,
      viewerCertificate: result.certificate,
    },
  });
}

/**
 * Marking the course's lessons done or not, and claiming its certificate: one request at a time per lesson,
 * the server's sentence as a toast, and the page's progress updated from the answer (no refetch).
 */
export function useLessonProgress(courseId: number) {
  const [pending, setPending] = useState<number | 'certificate' | null>(null);
  const [mark] = useMutation(MarkLessonDoneDocument);
  const [unmark] = useMutation(UnmarkLessonDoneDocument);
  const [claim] = useMutation(ClaimCertificateDocument);

  async function run(
    key: number | 'certificate',
    send: () => Promise<LessonCompletionResultFieldsFragment | undefined>,
  ) {
    if (pending !== null) return;
    setPending(key);
    try {
      const result = await send();
      if (result) toast.success(result.message);
    } catch (error) {
      toast.error(serverErrorMessage(error, ERRORS));
    } finally {
      setPending(null);
    }
  }

  const setDone = (lessonId: number, done: boolean) =>
    run(lessonId, async () => {
      const variables = { courseId, lessonId };
      if (done) {
        const { data } = await mark({
          variables,
          update: (cache, { data: d }) => d && remember(cache, courseId, d.markLessonDone),
        });
        return data?.markLessonDone;
      }
      const { data } = await unmark({
        variables,
        update: (cache, { data: d }) => d && remember(cache, courseId, d.unmarkLessonDone),
      });
      return data?.unmarkLessonDone;
    });

  const claimCertificate = () =>
    run('certificate', async () => {
      const { data } = await claim({
        variables: { courseId },
        update: (cache, { data: d }) => d && remember(cache, courseId, d.claimCertificate),
      });
      return data?.claimCertificate;
    });

  return { setDone, claimCertificate, pending };
}
