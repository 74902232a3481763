import { PROGRAM_TYPES } from '@common/enums';
import {
  RestAdminProgramOptionsDocument,
  RestProgramStatisticsDocument,
  RestProgramStatusesDocument,
  RestProgramsAcceptingApplicationsDocument,
  RestProgramsWithAvailableSlotsDocument,
  RestProgramTypesDocument,
  RestPublicProgramDocument,
  RestPublicProgramsDocument,
  type RestPublicProgramsQueryVariables,
} from '../../rest/gql/graphql';
import { defineRoute, type ParamSpec, type RestInput } from '../../rest/route';
import { PROGRAM_NOT_FOUND, PUBLIC_PROGRAM_STATUSES } from './programs.service';

const paging: Record<string, ParamSpec> = {
  page: { type: 'int', default: 0, description: 'Zero-based page number' },
  size: { type: 'int', default: 100, description: 'Programs per page (1–100)' },
};

/** The list operation's variables: the page from the query string, plus one filter. */
function listVariables(
  query: RestInput['query'],
  filter: Partial<Pick<RestPublicProgramsQueryVariables, 'status' | 'search'>>,
): RestPublicProgramsQueryVariables {
  return {
    page: query.page as number,
    size: query.size as number,
    type: null,
    status: filter.status ?? null,
    search: filter.search ?? null,
  };
}

export const programRoutes = [
  defineRoute({
    method: 'GET',
    path: '/programs',
    tag: 'programs',
    summary: 'Public programs, newest first, optionally of one status',
    operation: RestPublicProgramsDocument,
    query: {
      ...paging,
      status: { type: 'string', values: PUBLIC_PROGRAM_STATUSES, description: 'Program status' },
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/active',
    tag: 'programs',
    summary: 'ACTIVE programs, newest first',
    operation: RestPublicProgramsDocument,
    query: paging,
    variables: ({ query }) => listVariables(query, { status: 'ACTIVE' }),
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/search',
    tag: 'programs',
    summary: 'Public programs whose name or description holds every word',
    operation: RestPublicProgramsDocument,
    query: { searchTerm: { type: 'string', description: 'Search words' }, ...paging },
    variables: ({ query }) => listVariables(query, { search: query.searchTerm as string | undefined }),
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/type/:type',
    tag: 'programs',
    summary: 'Public programs of one type, newest first',
    operation: RestPublicProgramsDocument,
    params: { type: { type: 'string', values: PROGRAM_TYPES, description: 'Program type' } },
    query: paging,
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/accepting-applications',
    tag: 'programs',
    summary: 'ACTIVE programs accepting applications now',
    operation: RestProgramsAcceptingApplicationsDocument,
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/available-slots',
    tag: 'programs',
    summary: 'ACTIVE programs with places left',
    operation: RestProgramsWithAvailableSlotsDocument,
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/types',
    tag: 'programs',
    summary: 'Program types with Persian labels',
    operation: RestProgramTypesDocument,
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/statuses',
    tag: 'programs',
    summary: 'Public program statuses with Persian labels',
    operation: RestProgramStatusesDocument,
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/statistics',
    tag: 'programs',
    summary: 'Counts and rial totals over the public programs',
    operation: RestProgramStatisticsDocument,
  }),
  defineRoute({
    method: 'GET',
    path: '/programs/:id',
    tag: 'programs',
    summary: 'A public program',
    operation: RestPublicProgramDocument,
    params: { id: { type: 'int', description: 'Program id' } },
    notFoundMessage: PROGRAM_NOT_FOUND,
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/programs/list',
    tag: 'admin',
    summary: 'Every program as {id, name} for filters (admin)',
    operation: RestAdminProgramOptionsDocument,
  }),
];
