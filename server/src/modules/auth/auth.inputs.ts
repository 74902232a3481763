import { Field, InputType } from 'type-graphql';

// Every field is nullable text: the shared valibot schemas (common/validation) check them and answer the
// spec's Persian message per field, which GraphQL's own type errors could not.

@InputType({ description: 'POST /auth/signup (spec doc 1 §7). ADMIN cannot be chosen.' })
export class SignupInput {
  @Field(() => String, { nullable: true, description: 'STUDENT, DONOR or STAFF.' })
  userType?: string;

  @Field(() => String, { nullable: true })
  firstName?: string;

  @Field(() => String, { nullable: true })
  lastName?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true, description: '09XXXXXXXXX; Persian digits and +98 are accepted.' })
  phoneNumber?: string;

  @Field(() => String, { nullable: true })
  password?: string;

  @Field(() => String, { nullable: true, description: 'Students.' })
  studentId?: string | null;

  @Field(() => String, { nullable: true, description: 'Students: an EducationLevel value.' })
  educationLevel?: string | null;

  @Field(() => String, { nullable: true, description: 'Donors and staff.' })
  organization?: string | null;

  @Field(() => String, { nullable: true, description: 'Staff: a StaffPosition value.' })
  staffPosition?: string | null;
}

@InputType({ description: 'POST /auth/mobile-login: by one-time code (useOtp, the default) or by password.' })
export class MobileLoginInput {
  @Field(() => String, { nullable: true })
  phoneNumber?: string;

  @Field(() => String, { nullable: true, description: 'Needed when useOtp is false.' })
  password?: string;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  useOtp?: boolean | null;
}

@InputType({ description: 'POST /auth/login: a phone number or an e-mail address, and a password.' })
export class LoginInput {
  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  password?: string;
}

@InputType({ description: 'POST /auth/send-otp: send (again) a code for LOGIN (default) or SIGNUP.' })
export class SendOtpInput {
  @Field(() => String, { nullable: true })
  phoneNumber?: string;

  @Field(() => String, { nullable: true, description: 'LOGIN or SIGNUP.' })
  type?: string | null;
}

@InputType({ description: 'POST /auth/verify-otp.' })
export class VerifyOtpInput {
  @Field(() => String, { nullable: true })
  phoneNumber?: string;

  @Field(() => String, { nullable: true, description: 'Six digits.' })
  otpCode?: string;

  @Field(() => String, { nullable: true, description: 'LOGIN or SIGNUP.' })
  type?: string;
}
