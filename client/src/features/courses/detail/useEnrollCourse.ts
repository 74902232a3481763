import { useMutation } from '@apollo/client/react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/useSession';
import { EnrollInCourseDocument, PublicCourseDocument } from '../../../gql/graphql';
import { serverErrorMessage } from '../../../lib/serverError';

const ENROLL_ERRORS = {
  rejected: 'ثبت‌نام در دوره انجام نشد',
  failed: 'خطا در ثبت‌نام. لطفاً دوباره تلاش کنید.',
};

/**
 * The buy / start-free action of the course page. A guest goes to /login?redirect=/courses/{id}. A member
 * is enrolled (free course), sent to the gateway (online method) or left waiting for approval (offline
 * method); the course is fetched again so the page shows the enrolment and the unlocked lessons.
 */
export function useEnrollCourse(courseId: number) {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(EnrollInCourseDocument, {
    refetchQueries: ({ data }) =>
      data?.enrollInCourse.requiresGateway
        ? []
        : [{ query: PublicCourseDocument, variables: { id: courseId } }],
    awaitRefetchQueries: true,
  });

  async function enroll(paymentMethod: string | null = null): Promise<void> {
    if (!isAuthenticated) {
      navigate(`/login?redirect=/courses/${courseId}`);
      return;
    }
    try {
      const { data } = await mutate({ variables: { courseId, paymentMethod } });
      const result = data?.enrollInCourse;
      if (!result) return;
      if (result.requiresGateway && result.gatewayUrl) {
        window.location.assign(result.gatewayUrl);
        return;
      }
      toast.success(result.message);
    } catch (error) {
      toast.error(serverErrorMessage(error, ENROLL_ERRORS));
    }
  }

  return { enroll, enrolling: loading, isAuthenticated };
}
