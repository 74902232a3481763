import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The profile form (spec doc 1 §5); email is read-only and not part of it.' })
export class ProfileUpdateInput {
  @Field(() => String, { nullable: true })
  firstName?: string;

  @Field(() => String, { nullable: true })
  lastName?: string;

  @Field(() => String, { nullable: true, description: 'Optional; 09 plus 9 digits. Blank clears nothing.' })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  organization?: string | null;

  @Field(() => String, { nullable: true, description: 'Usually the url of an uploadImage answer.' })
  profileImageUrl?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String, { nullable: true })
  currentPassword?: string;

  @Field(() => String, { nullable: true })
  newPassword?: string;
}

@InputType({ description: 'Deactivate and delete ask for the current password again.' })
export class ConfirmPasswordInput {
  @Field(() => String, { nullable: true })
  password?: string;
}

@InputType({ description: 'Fields left out keep their value.' })
export class NotificationSettingsInput {
  @Field(() => Boolean, { nullable: true })
  emailNotifications?: boolean;

  @Field(() => Boolean, { nullable: true })
  smsNotifications?: boolean;

  @Field(() => Boolean, { nullable: true })
  donationUpdates?: boolean;

  @Field(() => Boolean, { nullable: true })
  programUpdates?: boolean;

  @Field(() => Boolean, { nullable: true })
  courseUpdates?: boolean;

  @Field(() => Boolean, { nullable: true })
  newsletter?: boolean;
}

@InputType({ description: 'Fields left out keep their value.' })
export class PrivacySettingsInput {
  @Field(() => Boolean, { nullable: true })
  showNameOnDonations?: boolean;

  @Field(() => Boolean, { nullable: true })
  showInSupporterLists?: boolean;

  @Field(() => Boolean, { nullable: true })
  showProfileImage?: boolean;
}

@InputType({ description: 'The code sent to the pending new phone number.' })
export class ConfirmPhoneChangeInput {
  @Field(() => String, { nullable: true })
  otpCode?: string;
}
