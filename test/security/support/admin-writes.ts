import { eq } from 'drizzle-orm';
import {
  chapters,
  contactMessages,
  enrollments,
  lessons,
  programs,
  slides as slideRows,
} from '../../../server/src/db/schema';
import { insertUser } from '../../../server/src/testing/accounts';
import { courseForm, createCourse } from '../../../server/src/testing/course-admin';
import { insertCourse } from '../../../server/src/testing/enrollments';
import { TEST_METHODS } from '../../../server/src/testing/fundraising';
import { programForm } from '../../../server/src/testing/program-admin';
import type { World } from './world';

/** What a fixture gets: the world, the admin's headers, and makers of fresh objects to act on. */
export interface WriteKit {
  world: World;
  admin: Record<string, string>;
  /** A GraphQL call as the admin that must succeed; answers its data. */
  call<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T>;
  /** A number never used before in this run (for unique names, phones and keys). */
  next(): number;
}

/** The variables one admin mutation is called with, made fresh for each run. */
export type WriteFixture = (kit: WriteKit) => Promise<Record<string, unknown>>;

/** Admin mutations that write no record an administrator could audit, each with the reason. */
export const NOT_AUDITED: Record<string, string> = {
  uploadCourseThumbnail:
    'stores a picture file only; the course save that uses its address is the audited write',
  uploadCourseVideo:
    'stores a video file only; the course or lesson save that uses its key is the audited write',
};

const idOf = async (kit: WriteKit, query: string, variables: Record<string, unknown>) => {
  const data = await kit.call<Record<string, { id: number }>>(query, variables);
  return Object.values(data)[0].id;
};

const newUser = async (kit: WriteKit) =>
  (await insertUser(kit.world.t, `0913${String(kit.next()).padStart(7, '0')}`, { userType: 'STUDENT' })).id;

const newPublishedCourse = (kit: WriteKit) =>
  insertCourse(kit.world.t, 1_000_000, { title: `دوره ${kit.next()}` });

/** A complete draft course, saved through the admin form (so it may be published). */
const newDraftCourse = async (kit: WriteKit) =>
  (await createCourse(kit.world.t, kit.admin, courseForm({ title: `دوره ${kit.next()}` }))).id;

const newProgram = (kit: WriteKit) =>
  idOf(kit, 'mutation ($input: ProgramInput!) { createProgram(input: $input) { id } }', {
    input: programForm({ name: `برنامه ${kit.next()}` }),
  });

const SPENDING = { spentOn: '2025-06-01', amountToman: 1000, description: 'خرید کتاب' };

const newSpending = (kit: WriteKit) =>
  idOf(
    kit,
    'mutation ($p: Int!, $i: ProgramSpendingInput!) { createProgramSpending(programId: $p, input: $i) { id } }',
    { p: kit.world.ids.program, i: SPENDING },
  );

const slideInput = (kit: WriteKit) => ({ title: `اسلاید ${kit.next()}`, imageUrl: '/images/hero.jpg' });

const newSlide = (kit: WriteKit) =>
  idOf(kit, 'mutation ($input: SlideInput!) { createSlide(input: $input) { id } }', {
    input: slideInput(kit),
  });

const landingInput = (kit: WriteKit) => ({
  sectionKey: 'hero.title',
  orderIndex: kit.next(),
  content: `عنوان ${kit.next()}`,
});

const newLanding = (kit: WriteKit) =>
  idOf(kit, 'mutation ($input: LandingContentInput!) { createLandingContent(input: $input) { id } }', {
    input: landingInput(kit),
  });

const layoutInput = (kit: WriteKit) => {
  const n = kit.next();
  return { name: `صفحه ${n}`, pageKey: `audit-page-${n}`, layoutData: '[]' };
};

const newLayout = (kit: WriteKit) =>
  idOf(kit, 'mutation ($input: PageLayoutInput!) { createPageLayout(input: $input) { id } }', {
    input: layoutInput(kit),
  });

const methodInput = (kit: WriteKit) => ({
  displayNameFa: `کارت ${kit.next()}`,
  displayNameEn: `Card ${kit.next()}`,
  provider: 'CARD_TO_CARD',
});

const newMethod = (kit: WriteKit) =>
  idOf(kit, 'mutation ($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { id } }', {
    input: methodInput(kit),
  });

const newContact = async (kit: WriteKit) => {
  const [row] = await kit.world.t.db
    .insert(contactMessages)
    .values({ name: 'پرسنده', email: 'a@b.ir', subject: 'OTHER', message: 'سلام' })
    .returning();
  return row.id;
};

const newPendingDonation = (kit: WriteKit) => kit.world.owned('donation', 'victim');

const newPendingEnrollment = async (kit: WriteKit) => {
  const [row] = await kit.world.t.db
    .insert(enrollments)
    .values({
      courseId: await newPublishedCourse(kit),
      userId: await newUser(kit),
      status: 'PENDING',
      paymentMethod: TEST_METHODS.card,
    })
    .returning();
  return row.id;
};

const userInput = (kit: WriteKit) => {
  const n = kit.next();
  return {
    firstName: 'مینا',
    lastName: `کاربر ${n}`,
    phoneNumber: `0914${String(n).padStart(7, '0')}`,
    email: `member${n}@example.org`,
    userType: 'STUDENT',
  };
};

/** The site's settings as they are, with a new name. */
const settingsInput = async (kit: WriteKit) => {
  const { siteSettings } = await kit.call<{ siteSettings: Record<string, unknown> }>(
    '{ siteSettings { name shortName phone email address openingHours } }',
  );
  return { ...siteSettings, name: `خیریه ${kit.next()}` };
};

/**
 * How each admin mutation is called so that it really writes. A new admin mutation fails the audit test until
 * it has an entry here (or in NOT_AUDITED with its reason).
 */
export const ADMIN_WRITES: Record<string, WriteFixture> = {
  archiveCourse: async (kit) => ({ id: await newPublishedCourse(kit) }),
  bulkUpdateContactStatus: async (kit) => ({ ids: [await newContact(kit)], status: 'RESOLVED' }),
  bulkUpdateDonationStatus: async (kit) => ({ ids: [await newPendingDonation(kit)], status: 'COMPLETED' }),
  completeDonation: async (kit) => ({ id: await newPendingDonation(kit), paymentReference: 'R-1001' }),
  createCourse: async (kit) => ({ input: courseForm({ title: `دوره ${kit.next()}` }) }),
  createLandingContent: async (kit) => ({ input: landingInput(kit) }),
  createNotification: async (kit) => ({
    input: { userId: kit.world.userIds.victim, title: 'اعلان', message: 'متن اعلان' },
  }),
  createPageLayout: async (kit) => ({ input: layoutInput(kit) }),
  createPaymentMethod: async (kit) => ({ input: methodInput(kit) }),
  createProgram: async (kit) => ({ input: programForm({ name: `برنامه ${kit.next()}` }) }),
  createProgramSpending: async (kit) => ({ programId: kit.world.ids.program, input: SPENDING }),
  createSlide: async (kit) => ({ input: slideInput(kit) }),
  createUser: async (kit) => ({ input: { ...userInput(kit), password: 'Passw0rd-long' } }),
  deleteCourse: async (kit) => ({ id: await newPublishedCourse(kit) }),
  deleteLandingContent: async (kit) => ({ id: await newLanding(kit) }),
  deletePageLayout: async (kit) => ({ id: await newLayout(kit) }),
  deletePaymentMethod: async (kit) => ({ id: await newMethod(kit) }),
  deleteProgram: async (kit) => ({ id: await newProgram(kit) }),
  deleteProgramSpending: async (kit) => ({
    programId: kit.world.ids.program,
    spendingId: await newSpending(kit),
  }),
  deleteSlide: async (kit) => ({ id: await newSlide(kit) }),
  deleteUser: async (kit) => ({ id: await newUser(kit) }),
  draftCourse: async (kit) => ({ id: await newPublishedCourse(kit) }),
  duplicatePageLayout: async (kit) => ({ id: await newLayout(kit), name: `رونوشت ${kit.next()}` }),
  initializeDefaultPageLayouts: async () => ({}),
  initializeLandingContent: async () => ({}),
  publishCourse: async (kit) => ({ id: await newDraftCourse(kit) }),
  publishPageLayout: async (kit) => ({ id: await newLayout(kit) }),
  recomputeProgramFunding: async (kit) => {
    const id = await newProgram(kit);
    // A raised amount that disagrees with the (absent) donations, so the recount changes it.
    await kit.world.t.db.update(programs).set({ raisedAmount: 12_345 }).where(eq(programs.id, id));
    return { id };
  },
  reorderSlides: async (kit) => {
    await newSlide(kit);
    await newSlide(kit);
    const rows = await kit.world.t.db.select({ id: slideRows.id }).from(slideRows);
    return { ids: rows.map((r) => r.id).reverse() };
  },
  restorePageLayoutVersion: async (kit) => {
    const id = await newLayout(kit);
    await kit.call('mutation ($id: Int!) { publishPageLayout(id: $id) { id } }', { id });
    await kit.call(
      'mutation ($id: Int!, $input: PageLayoutInput!) { updatePageLayout(id: $id, input: $input) { id } }',
      {
        id,
        input: { ...layoutInput(kit), layoutData: '[{"type":"spacer","props":{}}]' },
      },
    );
    return { id, version: 1 };
  },
  setLessonVideo: async (kit) => {
    const courseId = await newPublishedCourse(kit);
    const [lesson] = await kit.world.t.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .where(eq(chapters.courseId, courseId));
    return { lessonId: lesson.id, videoUrl: 'https://example.org/lesson.mp4' };
  },
  toggleLandingContent: async (kit) => ({ id: await newLanding(kit) }),
  togglePaymentMethod: async (kit) => ({ id: await newMethod(kit) }),
  toggleUserStatus: async (kit) => ({ id: await newUser(kit) }),
  toggleUserVerification: async (kit) => ({ id: await newUser(kit) }),
  updateContactStatus: async (kit) => ({ id: await newContact(kit), status: 'RESOLVED' }),
  updateCourse: async (kit) => ({
    id: await newDraftCourse(kit),
    input: courseForm({ title: `دوره ${kit.next()}`, price: 300_000 }),
  }),
  updateDonationStatus: async (kit) => ({ id: await newPendingDonation(kit), status: 'FAILED' }),
  updateEnrollmentStatus: async (kit) => ({ id: await newPendingEnrollment(kit), status: 'ACTIVE' }),
  updateLandingContent: async (kit) => ({ id: await newLanding(kit), input: landingInput(kit) }),
  updatePageLayout: async (kit) => ({ id: await newLayout(kit), input: layoutInput(kit) }),
  updatePaymentMethod: async (kit) => ({ id: await newMethod(kit), input: methodInput(kit) }),
  updateProgram: async (kit) => ({
    id: await newProgram(kit),
    input: programForm({ name: `برنامه ${kit.next()}`, location: 'شیراز' }),
  }),
  updateProgramParticipants: async (kit) => ({ id: await newProgram(kit), currentParticipants: 3 }),
  updateProgramSpending: async (kit) => ({
    programId: kit.world.ids.program,
    spendingId: await newSpending(kit),
    input: { ...SPENDING, amountToman: 2500 },
  }),
  updateSiteSettings: async (kit) => ({ input: await settingsInput(kit) }),
  updateSlide: async (kit) => ({ id: await newSlide(kit), input: slideInput(kit) }),
  updateUser: async (kit) => ({ id: await newUser(kit), input: userInput(kit) }),
};
