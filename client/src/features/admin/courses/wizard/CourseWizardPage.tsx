import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../../components/ui/Spinner';
import { AdminCourseFormDocument } from '../../../../gql/graphql';
import { dashboardUrls } from '../../dashboard/urls';
import { AdminPage } from '../../shared/AdminPage';
import { adminToast } from '../../shared/adminToast';
import { COURSE_TEXTS } from '../courseTexts';
import { courseUrls } from '../urls';
import { CourseWizard } from './CourseWizard';
import { emptyCourseDraft } from './courseDraft';
import { toCourseDraft } from './courseInput';

const crumbs = (title: string) => [
  { label: 'داشبورد', to: dashboardUrls.home() },
  { label: COURSE_TEXTS.listTitle, to: courseUrls.list() },
  { label: title },
];

/** /admin/courses/create. */
export function AdminCourseCreatePage() {
  return (
    <AdminPage title="ایجاد دوره" breadcrumb={crumbs('ایجاد دوره')}>
      <CourseWizard courseId={null} initial={emptyCourseDraft()} />
    </AdminPage>
  );
}

/** /admin/courses/{courseId}/edit (and the older edit page's /admin/courses/{id}): loads the course first. */
export function AdminCourseEditPage() {
  const params = useParams();
  const id = Number(params.courseId ?? params.id);
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const { data, error } = useQuery(AdminCourseFormDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const missing = data !== undefined && data.adminCourse === null;
  useEffect(() => {
    if (error || !valid || missing) {
      adminToast.error(COURSE_TEXTS.loadFailed);
      navigate(courseUrls.list(), { replace: true });
    }
  }, [error, valid, missing, navigate]);
  const course = data?.adminCourse;
  return (
    <AdminPage title="ویرایش دوره" breadcrumb={crumbs('ویرایش دوره')}>
      {course ? (
        <CourseWizard
          key={course.id}
          courseId={course.id}
          initial={toCourseDraft(course)}
          status={course.status}
        />
      ) : (
        <PageSpinner />
      )}
    </AdminPage>
  );
}
