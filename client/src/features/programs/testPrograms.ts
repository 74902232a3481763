import type {
  ProgramCardFieldsFragment,
  PublicProgramQuery,
  SupporterFieldsFragment,
} from '../../gql/graphql';

export function makeProgramCard(
  id: number,
  overrides: Partial<ProgramCardFieldsFragment> = {},
): ProgramCardFieldsFragment {
  return {
    __typename: 'Program',
    id,
    name: `برنامه‌ی ${id}`,
    description: 'کمک به دانش‌آموزان مناطق کم‌برخوردار',
    programType: 'SCHOLARSHIP',
    status: 'ACTIVE',
    startDate: '2025-03-21',
    endDate: '2025-09-22',
    duration: null,
    imageUrl: null,
    targetBudget: 100_000_000,
    raisedAmount: 25_000_000,
    fundingPercentage: 25,
    eligibilityItems: ['دانش‌آموز دوره‌ی متوسطه', 'معدل بالای ۱۷', 'ساکن استان سیستان و بلوچستان'],
    maxParticipants: null,
    currentParticipants: 4,
    ...overrides,
  };
}

export function makeProgramDetail(
  id: number,
  overrides: Partial<NonNullable<PublicProgramQuery['publicProgram']>> = {},
): NonNullable<PublicProgramQuery['publicProgram']> {
  return {
    ...makeProgramCard(id),
    location: 'زاهدان',
    applicationDeadline: '2025-03-10',
    availableSlots: null,
    acceptingApplications: false,
    benefitItems: ['کمک‌هزینه‌ی ماهانه', 'کلاس تقویتی رایگان'],
    requirementItems: ['پر کردن فرم ثبت‌نام', 'مصاحبه'],
    requiredDocumentItems: ['کارنامه'],
    timelineEvents: [
      { __typename: 'ProgramTimelineEvent', event: 'ثبت‌نام', date: '2025-03-21', status: 'COMPLETED' },
      { __typename: 'ProgramTimelineEvent', event: 'شروع کلاس‌ها', date: '2025-04-21', status: 'IN_PROGRESS' },
    ],
    coordinatorName: 'زهرا محمدی',
    coordinatorEmail: 'zahra@example.com',
    coordinatorPhone: '09121112233',
    updatedAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeSupporter(
  id: number,
  overrides: Partial<SupporterFieldsFragment> = {},
): SupporterFieldsFragment {
  return {
    __typename: 'Donation',
    id,
    amount: 5_000_000,
    donorName: `حامی ${id}`,
    donorImageUrl: null,
    isAnonymous: false,
    message: null,
    donationDate: '2025-03-25T08:00:00.000Z',
    ...overrides,
  };
}
