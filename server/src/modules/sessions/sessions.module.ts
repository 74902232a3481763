import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { SessionService } from './sessions.service';
import { TokenService } from './tokens';

/** Signed-in sessions: the bearer tokens, their rows, and the viewer each request is resolved to. */
export const sessionsModule = defineModule({
  name: 'sessions',
  services: ({ db, config, signingSecret }: Uses<'db' | 'config' | 'signingSecret'>) => ({
    sessions: new SessionService(db, new TokenService(signingSecret), config.auth.sessionTtlDays),
  }),
});
