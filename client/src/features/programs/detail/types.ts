import type { ProgramSupportersQuery, PublicProgramQuery } from '../../../gql/graphql';

export type ProgramDetail = NonNullable<PublicProgramQuery['publicProgram']>;
export type Supporter = ProgramSupportersQuery['programTopDonations'][number];
