import { EducationLevel, StaffPosition, UserType } from '@common/enums';
import { Field, Float, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import '../../graphql/enums';

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

@ObjectType({ description: "A member's completed donations to one program." })
export class ProgramDonationStat {
  @Field(() => Int)
  programId!: number;

  @Field(() => String)
  programName!: string;

  @Field(() => Float, { description: 'Rial.' })
  totalAmount!: number;

  @Field(() => Int)
  donationCount!: number;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastDonationDate!: Date | null;
}

@ObjectType({ description: 'Which notifications a member wants.' })
export class NotificationSettings {
  @Field(() => Boolean)
  emailNotifications!: boolean;

  @Field(() => Boolean)
  smsNotifications!: boolean;

  @Field(() => Boolean)
  donationUpdates!: boolean;

  @Field(() => Boolean)
  programUpdates!: boolean;

  @Field(() => Boolean)
  courseUpdates!: boolean;

  @Field(() => Boolean)
  newsletter!: boolean;
}

@ObjectType({ description: 'What a member lets others see.' })
export class PrivacySettings {
  @Field(() => Boolean, { description: 'Show the name on public supporter lists (else "anonymous").' })
  showNameOnDonations!: boolean;

  @Field(() => Boolean, { description: 'Appear among top and latest supporters at all.' })
  showInSupporterLists!: boolean;

  @Field(() => Boolean, { description: 'Let admins use the profile image in public reports.' })
  showProfileImage!: boolean;
}
