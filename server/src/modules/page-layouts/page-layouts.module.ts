import { pageLayoutSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import { PageLayoutAdminResolver } from './page-layout-admin.resolver';
import { pageLayoutAdminRoutes } from './page-layout-admin.routes';
import { PageLayoutAdminService } from './page-layout-admin.service';
import { PageLayoutResolver } from './page-layouts.resolver';
import { pageLayoutRoutes } from './page-layouts.routes';
import { PageLayoutService } from './page-layouts.service';
import { offerStarterPagesOnce } from './starter-pages';

export const pageLayoutsModule = defineModule({
  name: 'page-layouts',
  services: ({ db, pictures, audit }: Uses<'db' | 'pictures'> & { audit: AuditService }) => ({
    pageLayouts: new PageLayoutService(db),
    pageLayoutAdmin: new PageLayoutAdminService(db, audit, pictures),
  }),
  resolvers: (s) => [new PageLayoutResolver(s.pageLayouts), new PageLayoutAdminResolver(s.pageLayoutAdmin)],
  rest: [...pageLayoutRoutes, ...pageLayoutAdminRoutes],
  inputMessages: { PageLayoutInput: fieldMessagesOf(pageLayoutSchema) },
  start: offerStarterPagesOnce,
});
