import { landingContentSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import { LandingResolver } from './landing.resolver';
import { landingRoutes } from './landing.routes';
import { LandingService } from './landing.service';
import { LandingAdminResolver } from './landing-admin.resolver';
import { LandingAdminService } from './landing-admin.service';

export const landingModule = defineModule({
  name: 'landing',
  services: ({ db, pictures, audit }: Uses<'db' | 'pictures'> & { audit: AuditService }) => ({
    landing: new LandingService(db),
    landingAdmin: new LandingAdminService(db, audit, pictures),
  }),
  resolvers: (s) => [new LandingResolver(s.landing), new LandingAdminResolver(s.landingAdmin)],
  rest: landingRoutes,
  inputMessages: { LandingContentInput: fieldMessagesOf(landingContentSchema) },
});
