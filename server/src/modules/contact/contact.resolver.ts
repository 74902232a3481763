import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { ContactMessageInput } from './contact.inputs';
import type { ContactService } from './contact.service';
import { ContactReceipt } from './contact.types';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Policy('public')
  @Mutation(() => ContactReceipt, {
    description: 'Sends a contact-form message (open to visitors; at most 5 per address in 10 minutes).',
  })
  submitContactMessage(
    @Arg('input', () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() ctx: RequestContext,
  ) {
    return this.contact.submit(input, ctx.ip);
  }
}
