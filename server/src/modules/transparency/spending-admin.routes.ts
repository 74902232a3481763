import { adminRow as admin } from '../../rest/route';
import { spendingAdminMessages as messages } from './transparency.messages';

/** The program is the path's `id`; the amount arrives in toman as `amount`, like a donation's. */
const ofProgram = { id: 'programId' };
const form = { ...ofProgram, amount: 'amountToman' };

/** Issue 15: a program's spending entries (admin only). */
export const spendingAdminRoutes = [
  admin('GET', '/admin/programs/:id/spendings', 'adminProgramSpendings', { rename: ofProgram }),
  admin('POST', '/admin/programs/:id/spendings', 'createProgramSpending', {
    rename: form,
    successStatus: 201,
    message: messages.created,
  }),
  admin('PUT', '/admin/programs/:id/spendings/:spendingId', 'updateProgramSpending', {
    rename: form,
    message: messages.updated,
  }),
  admin('DELETE', '/admin/programs/:id/spendings/:spendingId', 'deleteProgramSpending', {
    rename: ofProgram,
  }),
];
