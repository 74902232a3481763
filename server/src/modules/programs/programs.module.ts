import { programInputSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import { ProgramAdminResolver } from './program-admin.resolver';
import { programAdminRoutes } from './program-admin.routes';
import { ProgramAdminService } from './program-admin.service';
import { createProgramLoaders } from './programs.loaders';
import { ProgramResolver } from './programs.resolver';
import { programRoutes } from './programs.routes';
import { ProgramService } from './programs.service';

export const programsModule = defineModule({
  name: 'programs',
  services: ({ db, pictures, audit }: Uses<'db' | 'pictures'> & { audit: AuditService }) => {
    const programs = new ProgramService(db);
    return { programs, programAdmin: new ProgramAdminService(db, audit, programs, pictures) };
  },
  resolvers: (s) => [new ProgramResolver(s.programs), new ProgramAdminResolver(s.programAdmin)],
  rest: [...programAdminRoutes, ...programRoutes],
  loaders: createProgramLoaders,
  inputMessages: { ProgramInput: fieldMessagesOf(programInputSchema) },
});
