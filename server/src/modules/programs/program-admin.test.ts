import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, programs } from '../../db/schema';
import { insertUser } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { insertProgram } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import { ADMIN_PROGRAM_FIELDS, programAdminAndStudent, programForm } from '../../testing/program-admin';
import type { TestApp } from '../../testing/test-app';

let admin: Record<string, string>;
let student: Record<string, string>;

it.beforeAll(async ({ app }) => {
  ({ admin, student } = await programAdminAndStudent(app, '0912661'));
});

const CREATE = `mutation ($input: ProgramInput!) { createProgram(input: $input) { ${ADMIN_PROGRAM_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: ProgramInput!) { updateProgram(id: $id, input: $input) { ${ADMIN_PROGRAM_FIELDS} } }`;

interface Saved {
  id: number;
  status: string;
  raisedAmount: number;
  timeline: string;
  timelineEvents: Array<{ id: string; date: string; event: string; status: string }>;
  [key: string]: unknown;
}

async function create(app: TestApp, input: Record<string, unknown>) {
  const answer = await app.gql<{ createProgram: Saved }>(CREATE, { input }, admin);
  return answer;
}

async function created(app: TestApp, input: Record<string, unknown> = {}): Promise<Saved> {
  const answer = await create(app, programForm(input));
  expect(answer.errors).toBeUndefined();
  return answer.data?.createProgram as Saved;
}

const fieldErrors = (answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  answer.errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined;

describe('createProgram', () => {
  it('saves the form as DRAFT, the timeline sorted by date with ids, pending by default', async ({ app }) => {
    const program = await created(app);
    expect(program).toMatchObject({
      name: 'بورسیه تحصیلی ۱۴۰۵',
      status: 'DRAFT',
      startDate: '2026-09-23',
      endDate: '2027-06-21',
      applicationDeadline: '2026-09-01',
      targetBudget: 500_000_000,
      raisedAmount: 0,
      currentParticipants: 0,
      maxParticipants: 40,
    });
    expect(program.timelineEvents.map((e) => [e.date, e.event, e.status])).toEqual([
      ['2026-09-01', 'پایان ثبت‌نام', 'COMPLETED'],
      ['2026-10-01', 'شروع کلاس‌ها', 'PENDING'],
    ]);
    expect(program.timelineEvents.every((e) => typeof e.id === 'string' && e.id.length > 0)).toBe(true);
    expect(JSON.parse(program.timeline)[1]).toMatchObject({ event: 'شروع کلاس‌ها', status: 'pending' });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(program.id)));
    expect(entry).toMatchObject({ action: 'create', objectType: 'program', actorName: 'مدیر سامانه' });
  });

  it('takes ACTIVE, no description, no financial goal and an empty timeline', async ({ app }) => {
    const program = await created(app, {
      status: 'ACTIVE',
      description: null,
      targetBudget: null,
      timeline: null,
      applicationDeadline: null,
    });
    expect(program).toMatchObject({
      status: 'ACTIVE',
      description: '',
      targetBudget: null,
      fundingPercentage: 0,
      timeline: '[]',
      applicationDeadline: null,
    });
  });

  it('refuses any other status on create', async ({ app }) => {
    const answer = await create(app, programForm({ status: 'COMPLETED' }));
    expect(fieldErrors(answer)).toEqual({ status: 'برنامه‌ی جدید فقط می‌تواند پیش‌نویس یا فعال باشد' });
  });

  it('gives the Persian messages on the fields', async ({ app }) => {
    const answer = await create(
      app,
      programForm({
        name: 'ab',
        description: 'کوتاه',
        startDate: '2026-09-23',
        endDate: '2026-09-23',
        applicationDeadline: '2028-10-01',
        targetBudget: -1,
        maxParticipants: 0,
        timeline: [
          { date: '', event: 'x' },
          { date: '2026-09-01', event: '  ' },
        ],
      }),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldErrors(answer)).toMatchObject({
      name: 'نام برنامه باید حداقل ۳ کاراکتر باشد',
      description: 'توضیحات برنامه باید حداقل ۱۰ کاراکتر باشد',
      targetBudget: 'بودجه هدف نمی‌تواند منفی باشد',
      maxParticipants: 'حداکثر تعداد شرکت‌کنندگان باید حداقل ۱ باشد',
      'timeline.0.date': 'تاریخ رویداد الزامی است',
      'timeline.1.event': 'شرح رویداد الزامی است',
    });
    const dates = await create(
      app,
      programForm({ endDate: '2026-09-01', applicationDeadline: '2026-10-01' }),
    );
    expect(fieldErrors(dates)).toEqual({
      endDate: 'تاریخ پایان باید بعد از تاریخ شروع باشد',
      applicationDeadline: 'مهلت ثبت‌نام نباید بعد از تاریخ پایان باشد',
    });
    const running = await create(app, programForm({ applicationDeadline: '2026-12-20' }));
    expect(running.errors).toBeUndefined();
    const blank = await create(app, programForm({ name: ' ', startDate: '', endDate: '' }));
    expect(fieldErrors(blank)).toEqual({
      name: 'نام برنامه الزامی است',
      startDate: 'تاریخ شروع الزامی است',
      endDate: 'تاریخ پایان الزامی است',
    });
  });

  it("names a linked coordinator but publishes only the contacts typed for the program, never the member's own", async ({
    app,
  }) => {
    const user = await insertUser(app, '09126619001', { firstName: 'رضا', lastName: 'کریمی' });
    const own = ['09126619001@example.org', '09126619001'];
    const PUBLIC = graphql(
      `query ProgramAdminCoordinator($id: Int!) { publicProgram(id: $id) { coordinatorName coordinatorEmail coordinatorPhone } }`,
    );
    /** The coordinator as the public program page reads it, the same through both doors, without the member's contacts. */
    async function published(id: number) {
      const viaGraphql = await app.gql(PUBLIC, { id });
      const rest = await app.rest('GET', `/api/programs/${id}`);
      expect(rest.statusCode).toBe(200);
      for (const answer of [JSON.stringify(viaGraphql.data), rest.body])
        for (const contact of own) expect(answer).not.toContain(contact);
      const { coordinatorName, coordinatorEmail, coordinatorPhone } = rest.json().data;
      expect({ coordinatorName, coordinatorEmail, coordinatorPhone }).toEqual(viaGraphql.data?.publicProgram);
      return viaGraphql.data?.publicProgram;
    }

    const linked = await created(app, { coordinatorId: user.id, status: 'ACTIVE' });
    expect(linked).toMatchObject({ coordinatorId: user.id, coordinatorEmail: null, coordinatorPhone: null });
    expect(await published(linked.id)).toEqual({
      coordinatorName: 'رضا کریمی',
      coordinatorEmail: null,
      coordinatorPhone: null,
    });

    const typed = {
      coordinatorId: user.id,
      coordinatorName: 'دفتر هماهنگی',
      coordinatorEmail: 'office@example.org',
      coordinatorPhone: '02166001122',
      status: 'ACTIVE',
    };
    const withContacts = await created(app, typed);
    expect(await published(withContacts.id)).toEqual({
      coordinatorName: 'دفتر هماهنگی',
      coordinatorEmail: 'office@example.org',
      coordinatorPhone: '02166001122',
    });
    const cleared = { ...typed, coordinatorEmail: null, coordinatorPhone: '' };
    const edited = await app.gql(UPDATE, { id: withContacts.id, input: programForm(cleared) }, admin);
    expect(edited.errors).toBeUndefined();
    expect(await published(withContacts.id)).toEqual({
      coordinatorName: 'دفتر هماهنگی',
      coordinatorEmail: null,
      coordinatorPhone: null,
    });

    const unknown = await create(app, programForm({ coordinatorId: 999_999 }));
    expect(fieldErrors(unknown)).toEqual({ coordinatorId: 'کاربر هماهنگ‌کننده یافت نشد' });
  });

  it('is for admins only', async ({ app }) => {
    const answer = await app.gql(CREATE, { input: programForm() }, student);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('updateProgram', () => {
  it('saves every field and any of the five statuses, keeps the event ids, never touches the raised amount', async ({
    app,
  }) => {
    const program = await created(app);
    await app.db.update(programs).set({ raisedAmount: 1_234_000 }).where(eq(programs.id, program.id));
    const events = program.timelineEvents.map(({ id, date, event }) => ({
      id,
      date,
      event,
      status: 'IN_PROGRESS',
    }));
    const answer = await app.gql<{ updateProgram: Saved }>(
      UPDATE,
      {
        id: program.id,
        input: programForm({
          name: 'بورسیه تحصیلی ویرایش‌شده',
          status: 'SUSPENDED',
          targetBudget: 600_000_000,
          timeline: [...events, { date: '2026-08-01', event: 'اطلاع‌رسانی' }],
        }),
      },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    const saved = answer.data?.updateProgram as Saved;
    expect(saved).toMatchObject({
      name: 'بورسیه تحصیلی ویرایش‌شده',
      status: 'SUSPENDED',
      raisedAmount: 1_234_000,
    });
    expect(saved.timelineEvents.map((e) => e.event)).toEqual(['اطلاع‌رسانی', 'پایان ثبت‌نام', 'شروع کلاس‌ها']);
    expect(saved.timelineEvents.slice(1).map((e) => e.id)).toEqual(events.map((e) => e.id));
    const [row] = await app.db.select().from(programs).where(eq(programs.id, program.id));
    expect(row.searchText).toContain('ویرایش');
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(program.id)));
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1].changes).toHaveProperty('status');
    expect(entries[1].changes).not.toHaveProperty('raisedAmount');
  });

  it('keeps a status outside the five when it is the current one, refuses to move to one', async ({
    app,
  }) => {
    const pending = await insertProgram(app, {
      status: 'PENDING',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
    const kept = await app.gql<{ updateProgram: Saved }>(
      UPDATE,
      { id: pending.id, input: programForm({ status: 'PENDING' }) },
      admin,
    );
    expect(kept.data?.updateProgram.status).toBe('PENDING');
    const absent = await app.gql<{ updateProgram: Saved }>(
      UPDATE,
      { id: pending.id, input: programForm() },
      admin,
    );
    expect(absent.data?.updateProgram.status).toBe('PENDING');
    const program = await created(app);
    const moved = await app.gql(UPDATE, { id: program.id, input: programForm({ status: 'PAUSED' }) }, admin);
    expect(fieldErrors(moved)).toEqual({ status: 'این وضعیت برای برنامه قابل انتخاب نیست' });
  });

  it('refuses a maximum below the current participants', async ({ app }) => {
    const program = await insertProgram(app, { currentParticipants: 12, maxParticipants: 20 });
    const answer = await app.gql(
      UPDATE,
      { id: program.id, input: programForm({ maxParticipants: 10 }) },
      admin,
    );
    expect(fieldErrors(answer)).toEqual({
      maxParticipants: 'ظرفیت نمی‌تواند کمتر از تعداد شرکت‌کنندگان فعلی (۱۲) باشد',
    });
  });

  it('answers not found for a missing program', async ({ app }) => {
    const answer = await app.gql(UPDATE, { id: 999_999, input: programForm() }, admin);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'برنامه مورد نظر یافت نشد',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('adminPrograms and adminProgram', () => {
  it('lists every status, newest first, ten a page, with Persian-aware search', async ({ app }) => {
    const draft = await created(app, { name: 'برنامه پيش‌نويس كرمان', description: 'توضیحات این برنامه' });
    const list = await app.gql(
      graphql(
        `query ProgramAdminSearch { adminPrograms(search: "پیش نویس کرمان") { content { id status } totalElements totalPages size } }`,
      ),
      {},
      admin,
    );
    expect(list.data?.adminPrograms).toMatchObject({
      content: [{ id: draft.id, status: 'DRAFT' }],
      totalElements: 1,
      size: 10,
    });
    const all = await app.gql(
      graphql(
        `query ProgramAdminFirstPage { adminPrograms(page: 0) { content { id status } totalElements } }`,
      ),
      {},
      admin,
    );
    expect(all.data?.adminPrograms.content[0].id).toBe(draft.id);
    const total = all.data?.adminPrograms.totalElements ?? 0;
    expect(total).toBeGreaterThanOrEqual(9);
    expect(all.data?.adminPrograms.content).toHaveLength(Math.min(total, 10));
    const byStatus = await app.gql(
      graphql(
        `query ProgramAdminByStatus { adminPrograms(status: PENDING, type: SCHOLARSHIP) { content { status } } }`,
      ),
      {},
      admin,
    );
    expect(byStatus.data?.adminPrograms.content.map((p) => p.status)).toEqual(['PENDING']);
    const one = await app.gql(
      graphql(`query ProgramAdminOne($id: Int!) { adminProgram(id: $id) { id status } }`),
      { id: draft.id },
      admin,
    );
    expect(one.data?.adminProgram).toEqual({ id: draft.id, status: 'DRAFT' });
    const none = await app.gql(
      graphql(`query ProgramAdminMissing { adminProgram(id: 999999) { id } }`),
      {},
      admin,
    );
    expect(none.data).toEqual({ adminProgram: null });
  });
});
