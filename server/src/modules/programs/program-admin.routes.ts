import { adminRow as admin } from '../../rest/route';
import { programAdminMessages as messages } from './program-admin.messages';
import { programRequestBody } from './program-admin.rest-body';
import { PROGRAM_NOT_FOUND } from './programs.service';

/** Spec doc 3 §7.7 and doc 2 §7's participants and funding calls (admin only). */
export const programAdminRoutes = [
  admin('GET', '/admin/programs', 'adminPrograms', {
    inQuery: ['page', 'size', 'search', 'type', 'status'],
    summary: 'Programs of every status, newest first; search over name and description, type and status',
  }),
  admin('GET', '/admin/programs/:id', 'adminProgram', { notFoundMessage: PROGRAM_NOT_FOUND }),
  admin('POST', '/admin/programs', 'createProgram', {
    body: programRequestBody,
    successStatus: 201,
    message: messages.created,
  }),
  admin('PUT', '/admin/programs/:id', 'updateProgram', {
    body: programRequestBody,
    message: messages.updated,
  }),
  admin('DELETE', '/admin/programs/:id', 'deleteProgram', { messageFrom: (d) => d.deleteProgram.message }),
  admin('PUT', '/programs/:id/participants', 'updateProgramParticipants', {
    message: messages.participantsUpdated,
  }),
  admin('PUT', '/programs/:id/funding', 'recomputeProgramFunding', {
    message: messages.fundingRecomputed,
  }),
];
