import { ADMIN_PAGE_SIZE, PROGRAM_DONATIONS_PAGE_SIZE, PROGRAM_TOP_SUPPORTERS } from '@common/constants';
import { DONATION_STATUSES } from '@common/enums';
import {
  type DonationSortField,
  type DonationStatus,
  RestAdminDonationStatsDocument,
  RestAdminDonationsDocument,
  RestCompleteDonationDocument,
  RestCreateDonationDocument,
  RestMyDonationsDocument,
  RestProgramDonationStatsDocument,
  RestProgramDonationsDocument,
  RestProgramTopDonationsDocument,
  RestRecentDonationsDocument,
  RestUpdateDonationStatusDocument,
  type SortDirection,
} from '../../rest/gql/graphql';
import { defineRoute, type ParamSpec, type RestInput } from '../../rest/route';
import { bodyObject, readInt, readNumber, readText } from '../rest-body';
import { adminDonationMessages } from './donations.messages';

const id = (description: string) => ({ id: { type: 'int', description } }) as const;
const paging = (size: number): Record<string, ParamSpec> => ({
  page: { type: 'int', default: 0, description: 'Zero-based page number' },
  size: { type: 'int', default: size, description: 'Donations per page (1–100)' },
});

/** The spec's body {programId, amount (toman), donorName, donorEmail, message, isAnonymous, paymentMethod}. */
function donationInput(input: RestInput) {
  const b = bodyObject(input);
  return {
    input: {
      programId: readInt(b.programId),
      amountToman: readNumber(b.amount ?? b.amountToman),
      donorName: readText(b.donorName),
      donorEmail: readText(b.donorEmail),
      message: readText(b.message),
      isAnonymous: b.isAnonymous === true,
      paymentMethod: readText(b.paymentMethod),
    },
  };
}

const SORT_FIELDS: Record<string, DonationSortField> = { donationDate: 'DONATION_DATE', amount: 'AMOUNT' };

export const donationRoutes = [
  defineRoute({
    method: 'POST',
    path: '/donations',
    tag: 'donations',
    summary: 'Record a PENDING donation (amount in toman); guests give name and e-mail unless anonymous',
    operation: RestCreateDonationDocument,
    variables: donationInput,
    successStatus: 201,
    messageFrom: (data) => data.createDonation.message,
  }),
  defineRoute({
    method: 'GET',
    path: '/donations/program/:id',
    tag: 'donations',
    summary: 'Completed donations of a program, newest first',
    operation: RestProgramDonationsDocument,
    params: id('Program id'),
    query: paging(PROGRAM_DONATIONS_PAGE_SIZE),
    variables: ({ params, query }) => ({
      programId: params.id as number,
      page: query.page as number,
      size: query.size as number,
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/donations/program/:id/top',
    tag: 'donations',
    summary: 'The largest completed donations of a program',
    operation: RestProgramTopDonationsDocument,
    params: id('Program id'),
    query: { limit: { type: 'int', default: PROGRAM_TOP_SUPPORTERS, description: '1–50' } },
    variables: ({ params, query }) => ({ programId: params.id as number, limit: query.limit as number }),
  }),
  ...['/donations/program/:id/stats', '/programs/:id/donations/stats'].map((path) =>
    defineRoute({
      method: 'GET',
      path,
      tag: 'donations',
      summary: 'Totals of the completed donations of a program (rial), with totalDonors',
      operation: RestProgramDonationStatsDocument,
      params: id('Program id'),
      variables: ({ params }) => ({ programId: params.id as number }),
    }),
  ),
  defineRoute({
    method: 'GET',
    path: '/donations/my',
    tag: 'donations',
    summary: "The signed-in member's own donations, newest first",
    operation: RestMyDonationsDocument,
    query: paging(ADMIN_PAGE_SIZE),
  }),
  defineRoute({
    method: 'POST',
    path: '/donations/:id/complete',
    tag: 'admin',
    summary: 'Complete a PENDING donation with a payment reference (admin)',
    operation: RestCompleteDonationDocument,
    params: id('Donation id'),
    query: { paymentReference: { type: 'string', description: 'Receipt or transfer reference' } },
    message: adminDonationMessages.completed,
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/donations',
    tag: 'admin',
    summary: 'Every donation, filtered by status and program, sorted (admin)',
    operation: RestAdminDonationsDocument,
    query: {
      ...paging(ADMIN_PAGE_SIZE),
      sortBy: { type: 'string', values: Object.keys(SORT_FIELDS), default: 'donationDate' },
      sortDir: { type: 'string', values: ['asc', 'desc'], default: 'desc' },
      status: { type: 'string', values: DONATION_STATUSES },
      programId: { type: 'int' },
    },
    variables: ({ query }) => ({
      page: query.page as number,
      size: query.size as number,
      sortBy: SORT_FIELDS[query.sortBy as string],
      sortDir: (query.sortDir as string).toUpperCase() as SortDirection,
      status: query.status as DonationStatus | undefined,
      programId: query.programId as number | undefined,
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/donations/recent',
    tag: 'admin',
    summary: 'The newest donations in any status (admin)',
    operation: RestRecentDonationsDocument,
    query: { limit: { type: 'int', default: 10, description: '1–50' } },
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/donations/stats',
    tag: 'admin',
    summary: 'totalDonations, activeDonors, monthlyDonations, averageDonation (rial; admin)',
    operation: RestAdminDonationStatsDocument,
  }),
  defineRoute({
    method: 'PATCH',
    path: '/admin/donations/:id/status',
    tag: 'admin',
    summary: 'Approve (COMPLETED) or reject (FAILED) a PENDING donation (admin)',
    operation: RestUpdateDonationStatusDocument,
    params: id('Donation id'),
    variables: ({ params, body }) => ({
      id: params.id as number,
      status: (body as { status?: unknown } | null)?.status as DonationStatus,
    }),
    messageFrom: (data) => adminDonationMessages.statusChanged(data.updateDonationStatus.status),
  }),
];
