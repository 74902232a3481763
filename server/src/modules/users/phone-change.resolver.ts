import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { UserRow } from '../../db/schema';
import { ActionResult } from '../../graphql/action-result';
import type { RequestContext } from '../../graphql/context';
import { Policy } from '../../graphql/policy';
import { User } from '../../graphql/user';
import { viewerOf } from '../viewer';
import type { PhoneChangeService } from './phone-change';
import { ConfirmPhoneChangeInput } from './users.inputs';
import { userMessages } from './users.messages';

/** The second step of a profile phone change: the code sent to the new number (spec doc 1 §5, issue 9). */
@Resolver(() => User)
export class PhoneChangeResolver {
  constructor(private readonly phoneChange: PhoneChangeService) {}

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'A new phone number waiting for its code (confirmPhoneChange); phoneNumber stays until then.',
  })
  pendingPhoneNumber(@Root() user: UserRow): string | null {
    return user.pendingPhoneNumber;
  }

  @Policy('member')
  @Mutation(() => User, {
    description: 'Enter the code sent to the pending number; only then is it the phone.',
  })
  confirmPhoneChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ConfirmPhoneChangeInput) input: ConfirmPhoneChangeInput,
  ) {
    return this.phoneChange.confirm(viewerOf(ctx), { ...input });
  }

  @Policy('member')
  @Mutation(() => ActionResult, { description: 'Send the pending number a new code (after the cooldown).' })
  async resendPhoneChangeCode(@Ctx() ctx: RequestContext) {
    await this.phoneChange.resend(viewerOf(ctx), ctx.ip);
    return { ok: true, message: userMessages.phoneCodeResent };
  }
}
