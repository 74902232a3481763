import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../../test/renderPage';
import { adminPattern } from '../../shared/adminUrl';
import { LeaveGuardProvider } from '../../shared/useLeaveGuard';
import { coursePaths, courseUrls } from '../urls';
import { AdminCourseCreatePage } from './CourseWizardPage';

/** For tests: the wizard's create page as the admin area opens it, inside its leave guard. */
export const openCourseWizard = (mocks: MockLink.MockedResponse[] = []) =>
  renderPage({
    path: courseUrls.create(),
    route: adminPattern(coursePaths.create),
    element: (
      <LeaveGuardProvider>
        <AdminCourseCreatePage />
      </LeaveGuardProvider>
    ),
    mocks,
  });
