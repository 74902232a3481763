import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'New users and new programs in one Persian calendar month.' })
export class MonthlyStat {
  @Field(() => Int) year!: number;
  @Field(() => Int, { description: '1–12.' }) monthNumber!: number;
  @Field(() => String, { description: 'The Persian month name.' }) month!: string;
  @Field(() => Int) users!: number;
  @Field(() => Int) programs!: number;
}

@ObjectType({
  description:
    'The admin dashboard (spec doc 3 §2.3). Growth is the percent change of new rows this Persian month over the last (Tehran time).',
})
export class AdminDashboardStats {
  @Field(() => Int, { description: 'Active users, not deleted.' }) activeUsers!: number;
  @Field(() => Int, { description: 'Published courses.' }) activeCourses!: number;
  @Field(() => Int, { description: 'ACTIVE programs.' }) activePrograms!: number;
  @Field(() => Int, { description: 'NEW contact messages.' }) pendingContacts!: number;
  @Field(() => Float) userGrowth!: number;
  @Field(() => Float) courseGrowth!: number;
  @Field(() => Float) programGrowth!: number;
  @Field(() => Float) contactGrowth!: number;
  @Field(() => [MonthlyStat], { description: 'The last six months, oldest first.' })
  monthlyStats!: MonthlyStat[];
}
