import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import type { NewsletterService } from './newsletter.service';
import { NewsletterInput, NewsletterReceipt } from './newsletter.types';

@Resolver()
export class NewsletterResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Policy('public')
  @Mutation(() => NewsletterReceipt, { description: "Adds an address to the footer's newsletter list." })
  subscribeNewsletter(
    @Arg('input', () => NewsletterInput) input: NewsletterInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.newsletter.subscribe(input, ctx.ip);
  }
}
