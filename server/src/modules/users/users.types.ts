import { Field, Float, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { type BigIntValue, GraphQLBigInt } from '../../graphql/big-int';
import { Paged } from '../../graphql/paging';
import { User } from '../../graphql/user';

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

@ObjectType({ description: "A donor's dashboard figures (spec doc 1 §6), from their completed donations." })
export class DonorDashboard {
  @Field(() => Int, { description: 'Participants of the programs the donor has a completed donation to.' })
  studentsHelped!: number;

  @Field(() => Float, {
    description:
      "Percent (one decimal, at most 100): the donor's completed donations over those programs' raised amounts.",
  })
  overallImpact!: number;
}

@ObjectType({ description: "A student's dashboard figures (spec doc 1 §6), from their course enrolments." })
export class StudentDashboard {
  @Field(() => Int, { description: 'Enrolment requests not cancelled.' })
  requests!: number;

  @Field(() => Int, { description: 'Enrolment requests waiting for approval.' })
  pendingRequests!: number;

  @Field(() => GraphQLBigInt, {
    description: 'Rial: list price minus amount paid over the active enrolments.',
  })
  scholarshipReceived!: BigIntValue;

  @Field(() => Int)
  activeCourses!: number;

  @Field(() => Int, { description: 'Lessons of the courses the student is actively enrolled in.' })
  lessonsAvailable!: number;
}

@ObjectType({
  description: "A staff member's dashboard figures (spec doc 1 §6): programs coordinated, courses taught.",
})
export class StaffDashboard {
  @Field(() => Int, { description: "Programs' participants + distinct students of the courses taught." })
  studentsManaged!: number;

  @Field(() => Int, { description: 'Coordinated programs that are ACTIVE.' })
  activeProjects!: number;

  @Field(() => Int, { description: 'Coordinated programs, drafts and cancelled ones left out.' })
  projectsManaged!: number;

  @Field(() => GraphQLBigInt, { description: "Rial: the coordinated programs' target budgets." })
  budgetManaged!: BigIntValue;

  @Field(() => GraphQLBigInt, { description: 'Rial: what the coordinated programs have raised.' })
  raisedAmount!: BigIntValue;

  @Field(() => Float, {
    nullable: true,
    description: 'Percent (one decimal, at most 100) raised of target, over the programs with a target.',
  })
  successRate!: number | null;
}

@ObjectType({
  description: "The dashboard's stat-card figures; only the part of the member's type is filled.",
})
export class DashboardStats {
  @Field(() => DonorDashboard, { nullable: true })
  donor!: DonorDashboard | null;

  @Field(() => StudentDashboard, { nullable: true })
  student!: StudentDashboard | null;

  @Field(() => StaffDashboard, { nullable: true })
  staff!: StaffDashboard | null;
}

@ObjectType()
export class UserPage extends Paged(User) {}

@ObjectType({
  description: 'How many (not deleted) users there are of each type, for the list’s filter buttons.',
})
export class UserTypeCounts {
  @Field(() => Int) total!: number;
  @Field(() => Int) STUDENT!: number;
  @Field(() => Int) DONOR!: number;
  @Field(() => Int) STAFF!: number;
  @Field(() => Int) ADMIN!: number;
}
