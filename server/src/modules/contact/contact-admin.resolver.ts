import { ContactStatus } from '@common/enums';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { BulkResult } from '../../graphql/bulk';
import type { RequestContext } from '../../graphql/context';
import { viewerOf } from '../viewer';
import { AdminContactsArgs } from './contact.inputs';
import { ContactCounts, ContactMessage, ContactMessagePage } from './contact.types';
import type { ContactAdminService } from './contact-admin.service';

@Authorized('ADMIN')
@Resolver()
export class ContactAdminResolver {
  constructor(private readonly contacts: ContactAdminService) {}

  @Query(() => ContactMessagePage, { description: 'Admin: contact messages, newest first.' })
  adminContactMessages(@Args(() => AdminContactsArgs) args: AdminContactsArgs) {
    return this.contacts.list(args);
  }

  @Query(() => ContactCounts, { description: 'Admin: contact messages in all and by status.' })
  adminContactCounts() {
    return this.contacts.counts();
  }

  @Mutation(() => ContactMessage, { description: "Admin: set a contact message's status (any value)." })
  updateContactStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => ContactStatus) status: ContactStatus,
    @Ctx() ctx: RequestContext,
  ) {
    return this.contacts.setStatus(viewerOf(ctx), id, status);
  }

  @Mutation(() => BulkResult, {
    description: 'Admin: set the status of each selected contact message (at most 100), reported one by one.',
  })
  bulkUpdateContactStatus(
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('status', () => ContactStatus) status: ContactStatus,
    @Ctx() ctx: RequestContext,
  ) {
    return this.contacts.setStatuses(viewerOf(ctx), ids, status, ctx.log);
  }
}
