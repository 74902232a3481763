import { guestDonationSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import type { ProgramService } from '../programs/programs.service';
import type { ReceiptLinks } from '../receipts/receipt-links';
import { DonationAdminResolver } from './donation-admin.resolver';
import { DonationAdminService } from './donation-admin.service';
import type { DonationCompletion } from './donation-completion';
import { DonationResolver } from './donations.resolver';
import { donationRoutes } from './donations.routes';
import { DonationService } from './donations.service';

type Needs = Uses<'db' | 'limiter'> & {
  audit: AuditService;
  programs: ProgramService;
  receiptLinks: ReceiptLinks;
  donationCompletion: DonationCompletion;
};

export const donationsModule = defineModule({
  name: 'donations',
  services: ({ db, limiter, audit, programs, receiptLinks, donationCompletion }: Needs) => ({
    donations: new DonationService(db, programs, limiter, (id) => receiptLinks.pagePath(id)),
    donationAdmin: new DonationAdminService(db, donationCompletion, audit),
  }),
  resolvers: (s) => [new DonationResolver(s.donations), new DonationAdminResolver(s.donationAdmin)],
  rest: donationRoutes,
  inputMessages: {
    DonationInput: fieldMessagesOf(guestDonationSchema, ({ amountToman, ...input }) => ({
      ...input,
      amount: amountToman,
    })),
  },
});
