import { CourseStatus } from '@common/enums';
import { count, eq } from 'drizzle-orm';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Db } from '../../db/client';
import { chapters, courses, enrollments, files, lessons } from '../../db/schema';
import { DomainError, invalid, notFound } from '../../errors';
import type { Page } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import type { SitePictures } from '../../storage/site-picture';
import type { AuditService } from '../audit/audit.service';
import type { UploadService } from '../uploads/uploads.service';
import type { AdminCourseListArgs, CourseInput, InstructorCourseArgs } from './course-admin.inputs';
import { courseAdminMessages as messages } from './course-admin.messages';
import { CourseAdminLists } from './course-admin-lists';
import { assertPublishable, courseColumns, readCourseForm } from './course-form';
import { instructorColumns } from './course-instructor';
import { readLessonVideo } from './course-lesson-video';
import { toCourse, toLesson } from './course-mapper';
import { saveCourse } from './course-save';
import { updateCourse } from './course-writer';
import { COURSE_NOT_FOUND } from './courses.service';
import type { Course, CourseRemoval, CourseStats, Lesson } from './courses.types';

type CourseRow = typeof courses.$inferSelect;
type Thumbnail = Promise<FileUpload> | null | undefined;

const AUDITED = 'course';

/** Admin management of courses (spec doc 3 §2.7–2.8, §7.3): every write in one audited transaction. */
export class CourseAdminService {
  private readonly lists: CourseAdminLists;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly uploads: UploadService,
    private readonly pictures: SitePictures,
  ) {
    this.lists = new CourseAdminLists(db);
  }

  list(args: AdminCourseListArgs): Promise<Page<Course>> {
    return this.lists.list(args);
  }

  byInstructor(args: InstructorCourseArgs): Promise<Page<Course>> {
    return this.lists.byInstructor(args);
  }

  find(id: number): Promise<Course | null> {
    return this.lists.find(id);
  }

  stats(): Promise<CourseStats> {
    return this.lists.stats();
  }

  /** A new course with its syllabus; DRAFT unless the form says otherwise. */
  create(admin: Viewer, input: CourseInput, thumbnail?: Thumbnail): Promise<Course> {
    return this.save(admin, null, input, thumbnail);
  }

  /** The whole course replaced by the form; the status stays as stored when the form names none. */
  update(admin: Viewer, id: number, input: CourseInput, thumbnail?: Thumbnail): Promise<Course> {
    return this.save(admin, id, input, thumbnail);
  }

  /** The image rules of every upload; a refusal names the course form's `thumbnail` field, not `file`. */
  private async storeThumbnail(thumbnail: NonNullable<Thumbnail>, admin: Viewer) {
    try {
      return await this.uploads.saveImage(thumbnail, admin);
    } catch (error) {
      if (!(error instanceof DomainError) || !error.fieldErrors?.file) throw error;
      throw new DomainError(error.code, error.message, { thumbnail: error.fieldErrors.file });
    }
  }

  private async save(admin: Viewer, id: number | null, input: CourseInput, thumbnail: Thumbnail) {
    const form = readCourseForm(input);
    if (!thumbnail) await this.pictures.assertShown('thumbnailUrl', form.thumbnailUrl);
    // Checked before the thumbnail is stored, so a refused form leaves no file behind.
    const instructor = await instructorColumns(this.db, form);
    const uploaded = thumbnail ? await this.storeThumbnail(thumbnail, admin) : null;
    const thumbnailUrl = uploaded?.url ?? form.thumbnailUrl ?? null;
    return this.db.transaction(async (tx) => {
      const before = id === null ? null : await this.locked(tx, id);
      const outlineBefore = before && (await this.outline(tx, before.id));
      const status = input.status ?? before?.status ?? CourseStatus.DRAFT;
      const publishedAt =
        status === CourseStatus.PUBLISHED
          ? (before?.publishedAt ?? new Date())
          : (before?.publishedAt ?? null);
      const values = { ...courseColumns(form, thumbnailUrl), ...instructor, status, publishedAt };
      if (status === CourseStatus.PUBLISHED) assertPublishable(form);
      const courseId = await saveCourse(tx, before, values, form);
      const after = await this.locked(tx, courseId);
      await this.audit.record(tx, admin, {
        action: before ? 'update' : 'create',
        objectType: AUDITED,
        objectId: courseId,
        before: before && { ...before, syllabus: outlineBefore },
        after: { ...after, syllabus: await this.outline(tx, courseId) },
      });
      return toCourse(after);
    });
  }

  /** Publishes a course that passes the 7-item checklist; otherwise a 400 with the failing items. */
  publish(admin: Viewer, id: number): Promise<Course> {
    return this.setStatus(admin, id, CourseStatus.PUBLISHED, async (tx, course) => {
      const [{ total }] = await tx.select({ total: count() }).from(chapters).where(eq(chapters.courseId, id));
      assertPublishable({ ...course, chapters: Array.from({ length: total }) });
    });
  }

  draft(admin: Viewer, id: number): Promise<Course> {
    return this.setStatus(admin, id, CourseStatus.DRAFT);
  }

  archive(admin: Viewer, id: number): Promise<Course> {
    return this.setStatus(admin, id, CourseStatus.ARCHIVED);
  }

  /** Deletes a course, or archives it when anyone has enrolled (their access and payments stay). */
  remove(admin: Viewer, id: number): Promise<CourseRemoval> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      const [{ enrolled }] = await tx
        .select({ enrolled: count() })
        .from(enrollments)
        .where(eq(enrollments.courseId, id));
      if (enrolled > 0) {
        await tx.update(courses).set({ status: CourseStatus.ARCHIVED }).where(eq(courses.id, id));
        const after = await this.locked(tx, id);
        await this.audit.record(tx, admin, {
          action: 'archive',
          objectType: AUDITED,
          objectId: id,
          before,
          after,
        });
        return { ok: true, archived: true, message: messages.archivedInsteadOfDeleted };
      }
      await tx.delete(courses).where(eq(courses.id, id));
      await this.audit.record(tx, admin, { action: 'delete', objectType: AUDITED, objectId: id, before });
      return { ok: true, archived: false, message: messages.deleted };
    });
  }

  /** Sets or (both null) removes a lesson's video; an uploaded video is named by its storage key. */
  setLessonVideo(
    admin: Viewer,
    lessonId: number,
    videoKey: string | null | undefined,
    videoUrl: string | null | undefined,
  ): Promise<Lesson> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ lesson: lessons, courseId: chapters.courseId })
        .from(lessons)
        .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
        .where(eq(lessons.id, lessonId))
        .for('update');
      if (!row) throw notFound(messages.lessonNotFound);
      const { key, url: link } = readLessonVideo(videoKey, videoUrl);
      let url = link;
      if (key) {
        const [file] = await tx.select({ url: files.url }).from(files).where(eq(files.storageKey, key));
        if (!file) throw invalid({ videoKey: messages.videoNotFound });
        url ??= file.url;
      }
      const [updated] = await tx
        .update(lessons)
        .set({ videoKey: key, videoUrl: url })
        .where(eq(lessons.id, lessonId))
        .returning();
      const video = (l: typeof row.lesson) => ({ lessonId, videoKey: l.videoKey, videoUrl: l.videoUrl });
      await this.audit.record(tx, admin, {
        action: 'lessonVideo',
        objectType: AUDITED,
        objectId: row.courseId,
        before: video(row.lesson),
        after: video(updated),
      });
      return toLesson({ ...updated, courseId: row.courseId });
    });
  }

  private setStatus(
    admin: Viewer,
    id: number,
    status: CourseStatus,
    check?: (tx: Db, course: CourseRow) => Promise<void>,
  ): Promise<Course> {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(tx, id);
      await check?.(tx, before);
      const publishedAt =
        status === CourseStatus.PUBLISHED ? (before.publishedAt ?? new Date()) : before.publishedAt;
      await updateCourse(tx, id, { status, publishedAt });
      const after = await this.locked(tx, id);
      await this.audit.record(tx, admin, {
        action: 'status',
        objectType: AUDITED,
        objectId: id,
        before,
        after,
      });
      return toCourse(after);
    });
  }

  /** The course row under a lock for the rest of the transaction; 404 when missing. */
  private async locked(tx: Db, id: number): Promise<CourseRow> {
    const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
    if (!row) throw notFound(COURSE_NOT_FOUND);
    return row;
  }

  /** The syllabus as the audit log keeps it: chapter titles with their lesson titles, in order. */
  private async outline(tx: Db, courseId: number): Promise<string[]> {
    const rows = await tx
      .select({ chapter: chapters.title, lesson: lessons.title })
      .from(chapters)
      .leftJoin(lessons, eq(lessons.chapterId, chapters.id))
      .where(eq(chapters.courseId, courseId))
      .orderBy(chapters.chapterOrder, chapters.id, lessons.lessonOrder, lessons.id);
    return rows.map((r) => (r.lesson ? `${r.chapter} / ${r.lesson}` : r.chapter));
  }
}
