import { EducationLevel, StaffPosition, UserType } from '@common/enums';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import './enums';

/**
 * A member as read. It lives here, below the modules, because more than one module returns it (users, and
 * auth's AuthPayload); the users module adds its computed fields with a field resolver.
 */
@ObjectType({ description: 'A member as read (spec doc 1 §3), with the donation summary and settings.' })
export class User {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'Lower-cased.' })
  email!: string | null;

  @Field(() => String, { description: '09XXXXXXXXX.' })
  phoneNumber!: string;

  @Field(() => UserType)
  userType!: UserType;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Boolean)
  emailVerified!: boolean;

  @Field(() => Boolean)
  phoneVerified!: boolean;

  @Field(() => String, { nullable: true })
  organization!: string | null;

  @Field(() => StaffPosition, { nullable: true })
  staffPosition!: StaffPosition | null;

  @Field(() => String, { nullable: true })
  studentId!: string | null;

  @Field(() => EducationLevel, { nullable: true })
  educationLevel!: EducationLevel | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastLoginAt!: Date | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}
