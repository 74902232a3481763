import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreateProgramDocument, type CreateProgramMutationVariables } from '../../../gql/graphql';
import { renderPage } from '../../../test/renderPage';
import { AdminProgramCreatePage } from './ProgramFormPage';
import { programUrls } from './urls';

vi.mock('../../../components/ui/JalaliDatePicker', async () => ({
  JalaliDatePicker: (await import('./testDatePicker')).TestDatePicker,
}));

const PATH = programUrls.create();

function draw(onCreate?: (variables: CreateProgramMutationVariables) => void) {
  return renderPage({
    path: PATH,
    route: PATH,
    element: <AdminProgramCreatePage />,
    mocks: onCreate
      ? [
          {
            request: {
              query: CreateProgramDocument,
              variables: (variables: CreateProgramMutationVariables) => {
                onCreate(variables);
                return true;
              },
            },
            error: new Error('not this time'),
          },
        ]
      : [],
  });
}

const submit = () => screen.getByRole('button', { name: 'ایجاد برنامه' }) as HTMLButtonElement;
const budget = () => screen.getByLabelText('بودجه‌ی هدف (تومان)') as HTMLInputElement;

async function fillRequired(user: ReturnType<typeof draw>['user']) {
  await user.type(screen.getByLabelText(/^نام برنامه/), 'بورسیه‌ی دانش‌آموزان');
  await user.selectOptions(screen.getByLabelText(/^نوع برنامه/), 'SCHOLARSHIP');
  await user.type(screen.getByLabelText('تاریخ شروع'), '2026-03-21');
  await user.type(screen.getByLabelText('تاریخ پایان'), '2026-09-22');
}

describe('the program create form', () => {
  it('keeps submit disabled until the four starred fields are set', async () => {
    const { user } = draw();
    expect(submit().disabled).toBe(true);
    expect(screen.getByText('لطفاً همه فیلدهای ستاره‌دار را تکمیل کنید.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^نام برنامه/), 'بورسیه');
    await user.selectOptions(screen.getByLabelText(/^نوع برنامه/), 'TUTORING');
    await user.type(screen.getByLabelText('تاریخ شروع'), '2026-03-21');
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('تاریخ پایان'), '2026-09-22');
    expect(submit().disabled).toBe(false);
    expect(screen.queryByText('لطفاً همه فیلدهای ستاره‌دار را تکمیل کنید.')).toBeNull();
  });

  it('offers the nine types and, on create, only draft (the default) and active', () => {
    draw();
    const types = screen.getByLabelText(/^نوع برنامه/).querySelectorAll('option');
    expect(types).toHaveLength(10); // «انتخاب کنید» and the nine
    const status = screen.getByLabelText('وضعیت') as HTMLSelectElement;
    expect([...status.options].map((option) => option.value)).toEqual(['DRAFT', 'ACTIVE']);
    expect(status.value).toBe('DRAFT');
  });

  it('bounds the start by the end and the end by the start', async () => {
    const { user } = draw();
    await user.type(screen.getByLabelText('تاریخ شروع'), '2026-03-21');
    await user.type(screen.getByLabelText('تاریخ پایان'), '2026-09-22');
    expect(screen.getByLabelText('تاریخ شروع').getAttribute('data-max')).toBe('2026-09-22');
    expect(screen.getByLabelText('تاریخ پایان').getAttribute('data-min')).toBe('2026-03-21');
  });

  it('clears and disables the budget with «بدون هدف مالی» and sends null', async () => {
    let sent: CreateProgramMutationVariables | undefined;
    const { user } = draw((variables) => {
      sent = variables;
    });
    await fillRequired(user);
    await user.type(budget(), '2500000');
    await user.click(screen.getByLabelText('بدون هدف مالی'));
    expect(budget().value).toBe('');
    expect(budget().disabled).toBe(true);
    await user.click(submit());
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.input.targetBudget).toBeNull();
  });

  it('sends the budget typed in toman as rial (× 10), with the timeline', async () => {
    let sent: CreateProgramMutationVariables | undefined;
    const { user } = draw((variables) => {
      sent = variables;
    });
    await fillRequired(user);
    await user.type(budget(), '۲٬۵۰۰٬۰۰۰');
    await user.type(screen.getByLabelText('تاریخ رویداد'), '2026-04-01');
    await user.type(screen.getByLabelText(/^شرح رویداد/), 'آغاز کلاس‌ها');
    await user.click(screen.getByRole('button', { name: 'افزودن رویداد' }));
    await user.click(submit());
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent?.input).toMatchObject({
      name: 'بورسیه‌ی دانش‌آموزان',
      programType: 'SCHOLARSHIP',
      status: 'DRAFT',
      startDate: '2026-03-21',
      endDate: '2026-09-22',
      targetBudget: 25_000_000,
      timeline: [{ date: '2026-04-01', event: 'آغاز کلاس‌ها', status: 'PENDING' }],
    });
  });
});

describe('numbers in the program form', () => {
  /** What the field's own description points at (its error once it has one). */
  const messageOf = (field: HTMLElement) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .filter(Boolean)
      .join(' ');

  it('tells a huge count and a twenty-digit budget their reason on their fields, and sends nothing', async () => {
    let sent: CreateProgramMutationVariables | undefined;
    const { user } = draw((variables) => {
      sent = variables;
    });
    await fillRequired(user);
    const participants = screen.getByLabelText('حداکثر شرکت‌کنندگان');
    await user.type(participants, '999999999999');
    await user.type(budget(), '12345678901234567890');
    await user.click(submit());
    await waitFor(() =>
      expect(messageOf(participants)).toBe('حداکثر تعداد شرکت‌کنندگان نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰ نفر باشد'),
    );
    expect(participants.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(budget())).toBe('بودجه‌ی هدف نمی‌تواند بیشتر از ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ تومان باشد');
    await user.clear(participants);
    await user.type(participants, '۱۲٫۵');
    await user.click(submit());
    await waitFor(() =>
      expect(messageOf(participants)).toBe('حداکثر تعداد شرکت‌کنندگان باید عددی صحیح و بدون اعشار باشد'),
    );
    expect(sent).toBeUndefined();
  });
});
