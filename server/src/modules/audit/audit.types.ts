import { ADMIN_PAGE_SIZE } from '@common/constants';
import { ArgsType, Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { Paged } from '../../graphql/paging';

@ObjectType({ description: 'One changed field of an audited write; values as JSON text (null: absent).' })
export class AuditFieldChange {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType({ description: 'An admin write: who, what, which object, the changed fields and when.' })
export class AuditEntry {
  @Field(() => Int) id!: number;
  @Field(() => Int, { nullable: true }) actorId!: number | null;
  @Field(() => String) actorName!: string;
  @Field(() => String, { description: 'create, update, delete, status, …' }) action!: string;
  @Field(() => String, { description: 'user, contactMessage, donation, paymentMethod, settings, …' })
  objectType!: string;
  @Field(() => String, { nullable: true }) objectId!: string | null;
  @Field(() => [AuditFieldChange]) changes!: AuditFieldChange[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType()
export class AuditEntryPage extends Paged(AuditEntry) {}

@ArgsType()
export class AuditLogArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' }) page!: number;
  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE }) size!: number;
  @Field(() => Int, { nullable: true, description: 'Only this admin’s writes.' }) actorId?: number | null;
  @Field(() => String, { nullable: true }) objectType?: string | null;
  @Field(() => String, { nullable: true, description: 'From this Tehran day (YYYY-MM-DD), inclusive.' })
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'To this Tehran day (YYYY-MM-DD), inclusive.' })
  to?: string | null;
}
