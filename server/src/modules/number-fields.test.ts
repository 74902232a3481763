// Every number an admin form sends, refused through both doors with its true reason on its field.
import { describe, expect } from 'vitest';
import { courses, landingContents, paymentMethods, programs, slides } from '../db/schema';
import { adminAndStudent, courseForm } from '../testing/course-admin';
import { it } from '../testing/fixtures';
import { programForm } from '../testing/program-admin';
import { type TestApp } from '../testing/test-app';

let admin: Record<string, string>;
it.beforeAll(async ({ app }) => {
  ({ admin } = await adminAndStudent(app, '0912731'));
});

interface Form {
  path: string;
  mutation: string;
  input: string;
  body: (field: string, value: unknown) => Record<string, unknown>;
  table: Parameters<TestApp['db']['$count']>[0];
}

const forms: Record<string, Form> = {
  course: {
    path: '/api/courses',
    mutation: 'createCourse',
    input: 'CourseInput',
    body: (field, value) => courseForm({ [field]: value }),
    table: courses,
  },
  program: {
    path: '/api/admin/programs',
    mutation: 'createProgram',
    input: 'ProgramInput',
    body: (field, value) => programForm({ [field]: value }),
    table: programs,
  },
  landing: {
    path: '/api/admin/landing-content',
    mutation: 'createLandingContent',
    input: 'LandingContentInput',
    body: (field, value) => ({ sectionKey: 'hero.title', title: 'سلام', [field]: value }),
    table: landingContents,
  },
  paymentMethod: {
    path: '/api/admin/payment-methods',
    mutation: 'createPaymentMethod',
    input: 'PaymentMethodInput',
    body: (field, value) => ({ displayNameFa: 'کارت', provider: 'CARD_TO_CARD', [field]: value }),
    table: paymentMethods,
  },
  slide: {
    path: '/api/admin/slides',
    mutation: 'createSlide',
    input: 'SlideInput',
    body: (field, value) => ({ title: 'اسلاید', imageUrl: '/images/hero.jpg', [field]: value }),
    table: slides,
  },
};

const HUGE = 999_999_999_999;
const cases: Array<[keyof typeof forms, string, unknown, string]> = [
  ['course', 'maxStudents', HUGE, 'ظرفیت دوره نمی‌تواند بیشتر از ۱۰۰٬۰۰۰ نفر باشد'],
  ['course', 'durationHours', HUGE, 'مدت دوره نمی‌تواند بیشتر از ۱۰٬۰۰۰ ساعت باشد'],
  ['course', 'price', 12.5, 'قیمت دوره باید عددی صحیح و بدون اعشار باشد'],
  ['course', 'price', '۱۲٫۵', 'قیمت دوره باید عددی صحیح و بدون اعشار باشد'],
  ['course', 'price', 'abc', 'قیمت دوره باید یک عدد باشد'],
  ['course', 'price', HUGE * 10_000, 'قیمت دوره نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد'],
  ['program', 'maxParticipants', HUGE, 'حداکثر تعداد شرکت‌کنندگان نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ نفر باشد'],
  ['program', 'maxParticipants', '۱۲٫۵', 'حداکثر تعداد شرکت‌کنندگان باید عددی صحیح و بدون اعشار باشد'],
  ['program', 'maxParticipants', 'abc', 'حداکثر تعداد شرکت‌کنندگان باید یک عدد باشد'],
  [
    'program',
    'targetBudget',
    '12345678901234567890',
    'بودجه‌ی هدف نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد',
  ],
  ['program', 'targetBudget', 12.5, 'بودجه‌ی هدف باید عددی صحیح (به ریال) باشد'],
  ['landing', 'orderIndex', HUGE, 'ترتیب نمایش نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ باشد'],
  ['landing', 'orderIndex', '۱۲٫۵', 'ترتیب نمایش باید عددی صحیح و بدون اعشار باشد'],
  ['landing', 'orderIndex', 'abc', 'ترتیب نمایش باید یک عدد باشد'],
  ['paymentMethod', 'sortOrder', HUGE, 'ترتیب نمایش نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ باشد'],
  ['paymentMethod', 'sortOrder', -3, 'ترتیب نمایش نمی‌تواند منفی باشد'],
  ['paymentMethod', 'sortOrder', 12.5, 'ترتیب نمایش باید عددی صحیح و بدون اعشار باشد'],
  ['slide', 'displayOrder', HUGE, 'ترتیب نمایش نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ باشد'],
  ['slide', 'displayOrder', -1, 'ترتیب نمایش نمی‌تواند منفی باشد'],
];

const rows = (app: TestApp, table: Form['table']) => app.db.$count(table);

describe('a number an admin form sends', () => {
  it.for(cases)(
    '%s %s = %j: REST answers 400 with the reason on the field',
    async ([form, field, value, message], { app }) => {
      const { path, body, table } = forms[form];
      const before = await rows(app, table);
      const response = await app.rest('POST', path, body(field, value), admin);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors?.[field]).toBe(message);
      expect(await rows(app, table)).toBe(before);
    },
  );

  it.for(cases)(
    '%s %s = %j: GraphQL answers the reason on the field',
    async ([form, field, value, message], { app }) => {
      const { mutation, input, body, table } = forms[form];
      const before = await rows(app, table);
      const answer = await app.gql(
        `mutation ($input: ${input}!) { ${mutation}(input: $input) { id } }`,
        { input: body(field, value) },
        admin,
      );
      expect(answer.errors?.[0].extensions?.code, JSON.stringify(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0].extensions?.fieldErrors).toMatchObject({ [field]: message });
      expect(answer.errors?.[0].message).toBe(message);
      expect(await rows(app, table)).toBe(before);
    },
  );

  it('reads an unreadable payment-method order as 0, as the spec says', async ({ app }) => {
    const response = await app.rest(
      'POST',
      forms.paymentMethod.path,
      forms.paymentMethod.body('sortOrder', 'abc'),
      admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.sortOrder).toBe(0);
  });
});

describe('a number argument without a form rule', () => {
  it('is told why it cannot be a whole number of the database, through both doors', async ({ app }) => {
    const created = await app.rest('POST', forms.program.path, programForm(), admin);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const put = (currentParticipants: unknown) =>
      app.rest('PUT', `/api/programs/${id}/participants`, { currentParticipants }, admin);
    const huge = await put(HUGE);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({
      currentParticipants: 'تعداد شرکت‌کنندگان نمی‌تواند بیشتر از ۲٬۱۴۷٬۴۸۳٬۶۴۷ باشد',
    });
    expect((await put('۲٫۵')).json().errors).toEqual({
      currentParticipants: 'تعداد شرکت‌کنندگان باید عددی صحیح و بدون اعشار باشد',
    });
    const gql = await app.gql(
      'mutation ($id: Int!, $currentParticipants: Int!) { updateProgramParticipants(id: $id, currentParticipants: $currentParticipants) { id } }',
      { id, currentParticipants: HUGE },
      admin,
    );
    expect(gql.errors?.[0].extensions?.fieldErrors).toEqual({
      currentParticipants: 'تعداد شرکت‌کنندگان نمی‌تواند بیشتر از ۲٬۱۴۷٬۴۸۳٬۶۴۷ باشد',
    });
  });
});
