import { PUBLIC_PROGRAMS_PAGE_SIZE } from '@common/constants';
import { ProgramStatus, ProgramType } from '@common/enums';
import { ArgsType, Field, Int } from 'type-graphql';
import '../../graphql/enums';

@ArgsType()
export class ProgramListArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number.' })
  page!: number;

  @Field(() => Int, { defaultValue: PUBLIC_PROGRAMS_PAGE_SIZE, description: 'At most 100.' })
  size!: number;

  @Field(() => ProgramStatus, {
    nullable: true,
    description: 'Only this status (DRAFT and PENDING are never public); all public statuses when absent.',
  })
  status?: ProgramStatus | null;

  @Field(() => ProgramType, { nullable: true })
  type?: ProgramType | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words searched in name and description (ی/ي, ک/ك, half-space and digits normalised).',
  })
  search?: string | null;
}
