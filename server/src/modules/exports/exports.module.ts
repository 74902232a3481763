import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import type { ContactAdminService } from '../contact/contact-admin.service';
import type { DonationAdminService } from '../donations/donation-admin.service';
import type { UserAdminService } from '../users/user-admin.service';
import { registerExports } from './exports.http';
import { ExportService } from './exports.service';

type Needs = Uses<'db'> & {
  userAdmin: UserAdminService;
  donationAdmin: DonationAdminService;
  contactAdmin: ContactAdminService;
};

/** The admin's CSV downloads of the user, donation and contact lists, with the lists' own filters. */
export const exportsModule = defineModule({
  name: 'exports',
  services: ({ db, userAdmin, donationAdmin, contactAdmin }: Needs) => ({
    exports: new ExportService(db, userAdmin, donationAdmin, contactAdmin),
  }),
  files: (fastify, { services, createContext }) => registerExports(fastify, services.exports, createContext),
});
