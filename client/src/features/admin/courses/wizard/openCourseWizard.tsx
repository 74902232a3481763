import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../../test/renderPage';
import { LeaveGuardProvider } from '../../shared/useLeaveGuard';
import { AdminCourseCreatePage } from './CourseWizardPage';

/** For tests: the wizard's create page as the admin area opens it, inside its leave guard. */
export const openCourseWizard = (mocks: MockLink.MockedResponse[] = []) =>
  renderPage({
    path: '/admin/courses/create',
    route: '/admin/courses/create',
    element: (
      <LeaveGuardProvider>
        <AdminCourseCreatePage />
      </LeaveGuardProvider>
    ),
    mocks,
  });
