import { contactSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import { ContactResolver } from './contact.resolver';
import { contactRoutes } from './contact.routes';
import { ContactService } from './contact.service';
import { ContactAdminResolver } from './contact-admin.resolver';
import { ContactAdminService } from './contact-admin.service';

export const contactModule = defineModule({
  name: 'contact',
  services: ({ db, limiter, audit }: Uses<'db' | 'limiter'> & { audit: AuditService }) => ({
    contact: new ContactService(db, limiter),
    contactAdmin: new ContactAdminService(db, audit),
  }),
  resolvers: (s) => [new ContactResolver(s.contact), new ContactAdminResolver(s.contactAdmin)],
  rest: contactRoutes,
  inputMessages: { ContactMessageInput: fieldMessagesOf(contactSchema) },
});
