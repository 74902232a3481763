import { ADMIN_PAGE_SIZE } from '@common/constants';
import { EducationLevel, StaffPosition, UserType } from '@common/enums';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { SortDirection } from '../../graphql/sort';

/**
 * The admin's user form (spec doc 3 §3, §5). Every field is nullable here so that a missing or blank one
 * reaches the shared schema (common/validation/admin-user.ts) and gets its own Persian message.
 */
@InputType()
export class AdminUserInput {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'Create only; at least 6 characters.' })
  password?: string | null;
  @Field(() => UserType, { nullable: true, description: 'Default STUDENT.' }) userType?: UserType | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) isActive?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Default false.' }) emailVerified?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Donors and staff.' }) organization?: string | null;
  @Field(() => StaffPosition, { nullable: true, description: 'Staff.' }) staffPosition?: StaffPosition | null;
  @Field(() => String, { nullable: true, description: 'Students.' }) studentId?: string | null;
  @Field(() => EducationLevel, { nullable: true, description: 'Students.' })
  educationLevel?: EducationLevel | null;
  @Field(() => String, { nullable: true }) profileImageUrl?: string | null;
}

export const UserSortField = { ID: 'ID', CREATED_AT: 'CREATED_AT', NAME: 'NAME' } as const;
export type UserSortField = (typeof UserSortField)[keyof typeof UserSortField];
registerEnumType(UserSortField, { name: 'UserSortField' });

@ArgsType()
export class AdminUserFilterArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Words to find in first name, last name, e-mail or phone (Persian spellings and digits alike).',
  })
  q?: string | null;
}

@ArgsType()
export class AdminUsersArgs extends AdminUserFilterArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' }) page!: number;
  @Field(() => Int, { defaultValue: ADMIN_PAGE_SIZE }) size!: number;
  @Field(() => UserSortField, { defaultValue: UserSortField.ID }) sortBy!: UserSortField;
  @Field(() => SortDirection, { defaultValue: SortDirection.DESC }) sortDir!: SortDirection;
  @Field(() => UserType, { nullable: true }) type?: UserType | null;
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or switched-off (false) users.' })
  active?: boolean | null;
}
