import { adminRow as admin, rowsTagged } from '../../rest/route';
import { adminDonationMessages as messages } from './donations.messages';

const row = rowsTagged('donations');
const ofProgram = { rename: { id: 'programId' } };

export const donationRoutes = [
  row('POST', '/donations', 'createDonation', {
    rename: { amount: 'amountToman' },
    successStatus: 201,
    messageFrom: (d) => d.createDonation.message,
  }),
  row('GET', '/donations/program/:id', 'programDonations', ofProgram),
  row('GET', '/donations/program/:id/top', 'programTopDonations', ofProgram),
  row('GET', '/donations/program/:id/stats', 'programDonationStats', ofProgram),
  row('GET', '/programs/:id/donations/stats', 'programDonationStats', ofProgram),
  row('GET', '/donations/my', 'myDonations'),
  row('GET', '/user/donations', 'myDonations'),
  row('GET', '/user/donations/years', 'myDonationYears'),
  admin('POST', '/donations/:id/complete', 'completeDonation', {
    inQuery: ['paymentReference'],
    message: messages.completed,
  }),
  admin('GET', '/admin/donations', 'adminDonations'),
  admin('GET', '/admin/donations/recent', 'recentDonations'),
  admin('GET', '/admin/donations/stats', 'adminDonationStats'),
  admin('PATCH', '/admin/donations/status', 'bulkUpdateDonationStatus', {
    messageFrom: (d) => d.bulkUpdateDonationStatus.message,
  }),
  admin('PATCH', '/admin/donations/:id/status', 'updateDonationStatus', {
    messageFrom: (d) => messages.statusChanged(d.updateDonationStatus.status),
  }),
];
