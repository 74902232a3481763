import { newsletterSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import { NewsletterResolver } from './newsletter.resolver';
import { newsletterRoutes } from './newsletter.routes';
import { NewsletterService } from './newsletter.service';

export const newsletterModule = defineModule({
  name: 'newsletter',
  services: ({ db, limiter }: Uses<'db' | 'limiter'>) => ({ newsletter: new NewsletterService(db, limiter) }),
  resolvers: ({ newsletter }) => [new NewsletterResolver(newsletter)],
  rest: newsletterRoutes,
  inputMessages: { NewsletterInput: fieldMessagesOf(newsletterSchema) },
});
