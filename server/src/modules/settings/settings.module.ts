import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import type { AuditService } from '../audit/audit.service';
import { SiteSettingsResolver } from './settings.resolver';
import { settingsRoutes } from './settings.routes';
import { SiteSettingsService } from './settings.service';
import { SiteSettingsAdminResolver } from './settings-admin.resolver';

export const settingsModule = defineModule({
  name: 'settings',
  services: ({ db, config, audit }: Uses<'db' | 'config'> & { audit: AuditService }) => ({
    settings: new SiteSettingsService(db, audit, config.auth.signupRequiresOtp),
  }),
  resolvers: ({ settings }) => [new SiteSettingsResolver(settings), new SiteSettingsAdminResolver(settings)],
  rest: settingsRoutes,
});
