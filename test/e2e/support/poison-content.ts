import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client';
import {
  chapters,
  courses,
  type LayoutComponent,
  landingContents,
  lessons,
  programs,
  slides,
  users,
} from '../../../server/src/db/schema';
import { updateCourse } from '../../../server/src/modules/courses/course-writer';
import { insertPublishedLayout } from '../../../server/src/modules/page-layouts/page-layout-store';
import { updateProgram } from '../../../server/src/modules/programs/program-writer';
import { DEMO } from './site';
import { XSS_PAYLOADS, XSS_URLS } from './xss-payloads';

/** The payload for slot `n`, cycling through the list. */
const payload = (n: number): string => XSS_PAYLOADS[n % XSS_PAYLOADS.length];
/** Every payload in one text, for fields React renders as text (all of them reach every such field). */
const ALL = XSS_PAYLOADS.join(' ');
/** An address payload for slot `n`. */
const address = (n: number): string => XSS_URLS[n % XSS_URLS.length];

/** One block of each kind per payload: the payload in every text and address prop. */
function layoutBlocks(): LayoutComponent[] {
  return XSS_PAYLOADS.flatMap((p, i): LayoutComponent[] => [
    { id: `text-${i}`, type: 'textBlock', props: { content: p, textColor: p } },
    {
      id: `hero-${i}`,
      type: 'hero',
      props: {
        title: p,
        subtitle: p,
        backgroundImage: p,
        primaryButtonText: p,
        primaryButtonLink: p,
        secondaryButtonText: p,
        secondaryButtonLink: p,
      },
    },
    {
      id: `cta-${i}`,
      type: 'cta',
      props: { title: p, subtitle: p, primaryButtonText: p, primaryButtonLink: p },
    },
    { id: `button-${i}`, type: 'button', props: { text: p, link: address(i), buttonText: p, buttonLink: p } },
    { id: `image-${i}`, type: 'imageBlock', props: { src: p, alt: p, caption: p, link: p, height: p } },
    {
      id: `stats-${i}`,
      type: 'stats',
      props: { title: p, subtitle: p, stats: [{ icon: p, value: p, label: p }] },
    },
    {
      id: `testimonials-${i}`,
      type: 'testimonials',
      props: { title: p, subtitle: p, testimonials: [{ name: p, role: p, content: p, rating: p }] },
    },
    {
      id: `programs-${i}`,
      type: 'programs',
      props: { title: p, subtitle: p, programs: [{ title: p, description: p, link: address(i), image: p }] },
    },
  ]);
}

export interface PoisonedIds {
  layoutId: number;
  programId: number;
  courseId: number;
}

/**
 * Writes the payloads straight into every admin-editable field a public page renders (no admin API
 * exists yet): a published page layout, landing rows, slides, programs, courses with their chapters and
 * lessons, and the demo student's name.
 */
export async function poisonContent(db: Db): Promise<PoisonedIds> {
  // Published straight into storage, past the admin API's checks: what the pages show is sanitised on read.
  const layout = await insertPublishedLayout(db, {
    name: 'صفحه‌ی آزمون XSS',
    description: null,
    pageKey: 'xss-test',
    layoutData: layoutBlocks(),
  });
  if (!layout) throw new Error('the page key xss-test is taken');

  const rows = await db.select({ id: landingContents.id }).from(landingContents);
  for (const [i, row] of rows.entries()) {
    await db
      .update(landingContents)
      .set({
        title: ALL,
        subtitle: ALL,
        content: ALL,
        linkText: ALL,
        linkUrl: address(i),
        extraData: payload(i),
      })
      .where(eq(landingContents.id, row.id));
  }
  // The testimonials list is JSON: a payload in each of its texts, so the public section renders them.
  await db
    .update(landingContents)
    .set({ content: JSON.stringify(XSS_PAYLOADS.map((p) => ({ name: p, role: p, content: p, rating: 5 }))) })
    .where(eq(landingContents.sectionKey, 'testimonials.data'));
  const slideRows = await db.select({ id: slides.id }).from(slides);
  for (const [i, row] of slideRows.entries()) {
    await db
      .update(slides)
      .set({ title: ALL, description: ALL, link: address(i), showTitle: true, published: true })
      .where(eq(slides.id, row.id));
  }

  const programRows = await db.select({ id: programs.id }).from(programs);
  for (const [i, row] of programRows.entries()) {
    await updateProgram(db, row.id, {
      name: ALL,
      description: ALL,
      location: ALL,
      duration: ALL,
      eligibilityCriteria: ALL,
      requiredDocuments: ALL,
      benefits: ALL,
      requirements: ALL,
      timeline: XSS_PAYLOADS.map((p, n) => ({ id: `t${n}`, date: p, event: p, status: p })),
      coordinatorName: ALL,
      coordinatorEmail: payload(i),
      coordinatorPhone: payload(i + 1),
    });
  }

  for (const row of await db.select({ id: courses.id }).from(courses)) {
    await updateCourse(db, row.id, {
      title: ALL,
      shortDescription: ALL,
      description: ALL,
      whatYouWillLearn: ALL,
      requirements: ALL,
      targetAudience: ALL,
      skills: [...XSS_PAYLOADS],
      instructorName: ALL,
    });
  }
  await db.update(chapters).set({ title: ALL, description: ALL });
  await db.update(lessons).set({ title: ALL, description: ALL });
  await db.update(users).set({ firstName: ALL, lastName: ALL }).where(eq(users.phoneNumber, DEMO.student));

  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.status, 'ACTIVE'));
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.status, 'PUBLISHED'));
  return { layoutId: layout.id, programId: program.id, courseId: course.id };
}
