import type { RequestContext } from '../../graphql/context';

/**
 * The content gate of lessons and chapters: an admin, a viewer whose enrolment in the course is ACTIVE, or
 * anyone for a free lesson or chapter. The enrolment comes from the request's loader, so a page of lessons
 * asks the database once.
 */
export async function mayReadContent(
  ctx: Pick<RequestContext, 'viewer' | 'loaders'>,
  courseId: number,
  isFree: boolean,
): Promise<boolean> {
  if (isFree) return true;
  if (!ctx.viewer) return false;
  if (ctx.viewer.userType === 'ADMIN') return true;
  const enrollment = await ctx.loaders.viewerEnrollmentByCourseId.load(courseId);
  return enrollment?.status === 'ACTIVE';
}
