import { describe, expect, it } from 'vitest';
import { auditUrls } from './audit/urls';
import { contactUrls } from './contacts/urls';
import { courseUrls } from './courses/urls';
import { dashboardUrls } from './dashboard/urls';
import { donationUrls } from './donations/urls';
import { landingContentUrls } from './landing-content/urls';
import { pageBuilderUrls } from './page-builder/urls';
import { paymentMethodUrls } from './payment-methods/urls';
import { programUrls } from './programs/urls';
import { settingsUrls } from './settings/urls';
import { slideUrls } from './slides/urls';
import { testDatePickerUrls } from './test-datepicker/urls';
import { userUrls } from './users/urls';

/** The admin addresses are bookmarked and linked from e-mails: the builders must keep them as they are. */
describe('admin addresses', () => {
  it.each([
    [dashboardUrls.home(), '/admin'],
    [userUrls.list(), '/admin/users'],
    [userUrls.list({ type: 'DONOR', page: 2 }), '/admin/users?type=DONOR&page=2'],
    [userUrls.create(), '/admin/users/create'],
    [userUrls.edit(4), '/admin/users/4/edit'],
    [contactUrls.list({ status: 'NEW' }), '/admin/contacts?status=NEW'],
    [donationUrls.list({ status: 'PENDING', programId: 3 }), '/admin/donations?status=PENDING&programId=3'],
    [courseUrls.list(), '/admin/courses'],
    [courseUrls.create(), '/admin/courses/create'],
    [courseUrls.edit(5), '/admin/courses/5/edit'],
    [courseUrls.videos(5), '/admin/courses/5/videos'],
    [courseUrls.manage(5), '/admin/courses/5'],
    [programUrls.list(), '/admin/programs'],
    [programUrls.create(), '/admin/programs/create'],
    [programUrls.edit(6), '/admin/programs/6/edit'],
    [programUrls.spendings(6), '/admin/programs/6/spendings'],
    [slideUrls.list(), '/admin/slides'],
    [paymentMethodUrls.list(), '/admin/payment-methods'],
    [auditUrls.list({ actor: 1, from: '2026-01-01' }), '/admin/audit?actor=1&from=2026-01-01'],
    [landingContentUrls.page(), '/admin/landing-content'],
    [pageBuilderUrls.page(), '/admin/page-builder'],
    [pageBuilderUrls.page({ id: 9, q: 'terms' }), '/admin/page-builder?id=9&q=terms'],
    [settingsUrls.page(), '/admin/settings'],
    [testDatePickerUrls.page(), '/admin/test-datepicker'],
  ])('%s', (built, address) => {
    expect(built).toBe(address);
  });
});
