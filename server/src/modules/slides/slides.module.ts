import { slideSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import { SlideAdminResolver } from './slide-admin.resolver';
import { slideAdminRoutes } from './slide-admin.routes';
import { SlideAdminService } from './slide-admin.service';
import { SlideResolver } from './slides.resolver';
import { slideRoutes } from './slides.routes';
import { SlideService } from './slides.service';

export const slidesModule = defineModule({
  name: 'slides',
  services: ({ db, pictures, audit }: Uses<'db' | 'pictures'> & { audit: AuditService }) => ({
    slides: new SlideService(db),
    slideAdmin: new SlideAdminService(db, audit, pictures),
  }),
  resolvers: (s) => [new SlideResolver(s.slides), new SlideAdminResolver(s.slideAdmin)],
  rest: [...slideRoutes, ...slideAdminRoutes],
  inputMessages: { SlideInput: fieldMessagesOf(slideSchema) },
});
