import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CreateCourseDocument,
  type CreateCourseMutationVariables,
  StaffInstructorsDocument,
} from '../../../../gql/graphql';
import { openCourseWizard as open } from './openCourseWizard';

/** Answers a search for `q` and keeps every search the wizard sent. */
const staff = (q: string, asked: string[] = []): MockLink.MockedResponse => ({
  request: {
    query: StaffInstructorsDocument,
    variables: (variables: { q?: string | null }) => {
      asked.push(variables.q ?? '');
      return variables.q === q;
    },
  },
  result: {
    data: {
      adminUsers: {
        __typename: 'UserPage',
        content: [
          { __typename: 'User', id: 5, fullName: 'نرگس توکلی', phoneNumber: '09125570010' },
          { __typename: 'User', id: 6, fullName: 'نرگس امینی', phoneNumber: '09125570012' },
        ],
      },
    },
  },
});

/** Answers the create with `answer` and keeps what the wizard sent. */
function creation(sent: CreateCourseMutationVariables[], answer: MockLink.MockedResponse['result']) {
  return {
    request: {
      query: CreateCourseDocument,
      variables: (variables: CreateCourseMutationVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result: answer,
  } as MockLink.MockedResponse;
}

const refused = {
  errors: [
    {
      message: 'اطلاعات نامعتبر است',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { instructorId: 'مدرس انتخاب‌شده باید یکی از کارکنان باشد' },
      },
    },
  ],
};

afterEach(() => window.localStorage.clear());

async function fillBasics(user: ReturnType<typeof open>['user']) {
  await user.type(screen.getByLabelText(/^عنوان دوره/), 'ریاضی نهم');
  await user.selectOptions(screen.getByLabelText(/^دسته‌بندی/), 'SCIENCE');
  await user.selectOptions(screen.getByLabelText(/^سطح دوره/), 'BEGINNER');
}

describe('the wizard’s instructor', () => {
  it('is a staff member found by name and chosen from the list; a refusal shows on the field', async () => {
    const sent: CreateCourseMutationVariables[] = [];
    const asked: string[] = [];
    const { user } = open([staff('نرگس', asked), creation(sent, refused)]);
    await fillBasics(user);
    await user.type(screen.getByRole('searchbox', { name: 'مدرس از کارکنان' }), 'نرگس');
    const found = await screen.findByRole('list', { name: 'کارکنان یافته‌شده' });
    // One search once typing pauses, not one a keystroke.
    expect(asked).toEqual(['نرگس']);
    await user.click(within(found).getByRole('button', { name: /نرگس توکلی/ }));
    expect((screen.getByRole('textbox', { name: 'مدرس' }) as HTMLInputElement).value).toBe('نرگس توکلی');
    expect(screen.queryByRole('searchbox', { name: 'مدرس از کارکنان' })).toBeNull();
    // The chosen list is gone; focus waits on the button that undoes the choice, not on the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'تغییر مدرس' }));

    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی پیش‌نویس' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].input).toMatchObject({ instructorId: 5, instructorName: 'نرگس توکلی' });
    expect(await screen.findByText('مدرس انتخاب‌شده باید یکی از کارکنان باشد')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'تغییر مدرس' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'مدرس از کارکنان' }));
  });

  it('is a typed name when nobody on the staff teaches it', async () => {
    const sent: CreateCourseMutationVariables[] = [];
    const { user } = open([creation(sent, refused)]);
    await fillBasics(user);
    await user.type(screen.getByRole('textbox', { name: 'یا نام مدرس' }), 'استاد مهمان');
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی پیش‌نویس' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].input).toMatchObject({ instructorName: 'استاد مهمان' });
    expect(sent[0].input.instructorId ?? null).toBeNull();
  });
});
