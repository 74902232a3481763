import { AUDIT_OBJECTS, type AuditObjectType, auditFieldOf } from '@common/audit-labels';
import { DEFAULT_SITE_SETTINGS } from '@common/site-settings';
import { getTableColumns, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contactMessages,
  courses,
  donations,
  enrollments,
  landingContents,
  notifications,
  pageLayouts,
  paymentMethods,
  programSpendings,
  programs,
  slides,
  users,
} from '../../db/schema';
import { LEFT_OUT } from './audit-changes';

/**
 * Where each audited object's fields come from: the columns of its row (creates and deletes record the whole
 * row), and the fields some writes record beside them.
 */
const SOURCES: Record<AuditObjectType, { table?: Table; extra?: string[] }> = {
  user: { table: users },
  contactMessage: { table: contactMessages },
  donation: { table: donations },
  enrollment: { table: enrollments },
  paymentMethod: { table: paymentMethods },
  program: { table: programs },
  program_spending: { table: programSpendings },
  landingContent: { table: landingContents, extra: ['items'] },
  slide: { table: slides },
  pageLayout: { table: pageLayouts },
  settings: { extra: [...Object.keys(DEFAULT_SITE_SETTINGS), 'signupRequiresOtp'] },
  course: { table: courses, extra: ['syllabus', 'lessonId', 'videoKey', 'videoUrl'] },
  notification: { table: notifications },
};

describe('the audit log names every field it can record in Persian', () => {
  it.each(Object.keys(AUDIT_OBJECTS) as AuditObjectType[])('%s', (objectType) => {
    const { table, extra = [] } = SOURCES[objectType];
    const fields = [...(table ? Object.keys(getTableColumns(table)) : []), ...extra];
    const unnamed = fields.filter((name) => !LEFT_OUT.has(name) && !auditFieldOf(objectType, name));
    expect(unnamed).toEqual([]);
  });
});
