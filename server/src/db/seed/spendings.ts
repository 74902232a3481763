// The demo spending entries ('where the money goes'): past dates relative to the seed's clock, each program's
// running total below the completed donations it had by then (see donations.ts), entered by the demo admin.
import { DAY_MS } from '@common/date';
import type { Db } from '../client';
import { programSpendings } from '../schema';

export interface SeedSpending {
  /** Index into seedPrograms. */
  program: number;
  daysAgo: number;
  /** Round toman; stored as rial. */
  toman: number;
  description: string;
}

export const seedSpendings: SeedSpending[] = [
  {
    program: 6,
    daysAgo: 350,
    toman: 4_000_000,
    description: 'خرید شیر، نان و پنیر برای صبحانه‌ی ۳ مدرسه در ماه اول',
  },
  { program: 6, daysAgo: 300, toman: 6_000_000, description: 'صبحانه‌ی ۲۵۰ دانش‌آموز در دو ماه زمستان' },
  { program: 0, daysAgo: 290, toman: 8_000_000, description: 'پرداخت شهریه‌ی نیم‌سال اول ۸ دانش‌آموز بورسیه' },
  { program: 6, daysAgo: 200, toman: 5_000_000, description: 'خرید میوه و خرما برای صبحانه‌ی ماه‌های پایانی' },
  { program: 3, daysAgo: 185, toman: 7_000_000, description: 'خرید مصالح و تعمیر سقف دو کلاس' },
  { program: 1, daysAgo: 150, toman: 3_500_000, description: 'خرید لوازم‌التحریر برای ۴۰ دانش‌آموز' },
  { program: 4, daysAgo: 140, toman: 1_800_000, description: 'حق‌الزحمه‌ی معلم‌های کلاس‌های تقویتی پاییز' },
  { program: 0, daysAgo: 100, toman: 9_000_000, description: 'شهریه‌ی نیم‌سال دوم و هزینه‌ی آزمون‌های آزمایشی' },
  { program: 1, daysAgo: 60, toman: 4_800_000, description: 'خرید ۱۲۰ کیف مدرسه و کتاب کمک‌آموزشی' },
  { program: 3, daysAgo: 45, toman: 2_500_000, description: 'نصب بخاری و پنجره‌های دوجداره در کلاس‌ها' },
  { program: 0, daysAgo: 20, toman: 3_000_000, description: 'کلاس‌های تقویتی کنکور برای ۱۲ دانش‌آموز' },
];

/** Inserts the demo spending entries against the given program ids (seedPrograms' order). */
export async function insertSeedSpendings(
  db: Db,
  programIds: readonly number[],
  adminUserId: number,
  now: Date,
): Promise<void> {
  await db.insert(programSpendings).values(
    seedSpendings.map((s) => ({
      programId: programIds[s.program],
      spentOn: new Date(now.getTime() - s.daysAgo * DAY_MS).toISOString().slice(0, 10),
      amount: s.toman * 10,
      description: s.description,
      createdById: adminUserId,
    })),
  );
}
