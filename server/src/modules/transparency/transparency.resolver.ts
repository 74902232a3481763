import { Arg, Int, Query, Resolver } from 'type-graphql';
import { Policy } from '../../graphql/policy';
import type { TransparencyService } from './transparency.service';
import { FinancialReport, ProgramTransparency } from './transparency.types';

@Resolver()
export class TransparencyResolver {
  constructor(private readonly transparency: TransparencyService) {}

  @Policy('public')
  @Query(() => ProgramTransparency, {
    nullable: true,
    description:
      "A public program's 'where the money goes': money in and out, donors, months and spending; null when missing.",
  })
  programTransparency(@Arg('programId', () => Int) programId: number) {
    return this.transparency.forProgram(programId);
  }

  @Policy('public')
  @Query(() => FinancialReport, {
    description: "The association's money in and out per program in one Jalali year (default: this year).",
  })
  financialReport(@Arg('jalaliYear', () => Int, { nullable: true }) jalaliYear?: number | null) {
    return this.transparency.yearReport(jalaliYear);
  }
}
