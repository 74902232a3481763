import { startHousekeeping } from '../../jobs/housekeeping';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';

/** The hourly purge of short-lived rows and forgotten files (`jobs/housekeeping.ts`); it builds no services. */
export const housekeepingModule = defineModule({
  name: 'housekeeping',
  services: (_needs: Uses<'database' | 'config' | 'log' | 'storage'>) => ({}),
  jobs: ({ database, config, log, storage }) => [
    startHousekeeping(
      database.db,
      { storage, unreferencedGraceHours: config.uploadLimits.unreferencedGraceHours },
      config.housekeepingIntervalMinutes,
      log,
      database.locks,
    ),
  ],
});
