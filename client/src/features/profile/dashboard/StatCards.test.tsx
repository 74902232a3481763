import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/renderPage';
import { StatCards } from './StatCards';
import { type DashboardProfile, statCardsFor } from './statCards';

const none = { __typename: 'DashboardStats', donor: null, student: null, staff: null } as const;

const profile = (dashboard: Partial<DashboardProfile['dashboard']>): DashboardProfile => ({
  totalDonations: 12_500_000,
  monthlyDonations: 2_000_000,
  totalDonationCount: 3,
  totalProgramsSupported: 2,
  dashboard: { ...none, ...dashboard },
});

/** The cards as a member reads them: title → value (→ hint). */
function cards() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((card) => Array.from(card.querySelectorAll('p'), (p) => p.textContent));
}

describe('dashboard stat cards (spec doc 1 §6)', () => {
  it('donor: total, students helped, programs supported and overall impact, in a 2×2 / 4 grid', () => {
    const donor = { __typename: 'DonorDashboard', studentsHelped: 65, overallImpact: 28.6 } as const;
    renderPage({
      element: <StatCards cards={statCardsFor(makeUser({ userType: 'DONOR' }), profile({ donor }))} />,
    });
    expect(cards()).toEqual([
      ['مجموع کمک‌ها', '۱٬۲۵۰٬۰۰۰ تومان', '۳ کمک · این ماه ۲۰۰٬۰۰۰ تومان'],
      ['دانش‌آموزان حمایت‌شده', '۶۵', 'در برنامه‌هایی که از آن‌ها حمایت کرده‌اید'],
      ['برنامه‌های حمایت‌شده', '۲'],
      ['تأثیر کلی', '۲۸٫۶٪', 'سهم شما از مبلغ جمع‌شده‌ی این برنامه‌ها'],
    ]);
    const grid = screen.getByRole('list').className;
    expect(grid).toContain('sm:grid-cols-2');
    expect(grid).toContain('xl:grid-cols-4');
    expect(grid).not.toContain('grid-cols-3');
  });

  it('student: requests, scholarship, active courses and lessons — no dashes', () => {
    const student = {
      __typename: 'StudentDashboard',
      requests: 3,
      pendingRequests: 1,
      scholarshipReceived: 1_000_000,
      activeCourses: 2,
      lessonsAvailable: 4,
    } as const;
    renderPage({
      element: <StatCards cards={statCardsFor(makeUser({ userType: 'STUDENT' }), profile({ student }))} />,
    });
    expect(cards()).toEqual([
      ['درخواست‌ها', '۳', '۱ در انتظار تأیید'],
      ['بورسیه‌ی دریافتی', '۱۰۰٬۰۰۰ تومان', 'هزینه‌ی دوره‌هایی که لازم نشد بپردازید'],
      ['دوره‌های فعال', '۲'],
      ['جلسات آموزشی', '۴', 'درس‌های در دسترس در دوره‌های شما'],
    ]);
    expect(screen.queryByText('—')).toBeNull();
  });

  it('staff: students managed, active projects, budget and success rate', () => {
    const staff = {
      __typename: 'StaffDashboard',
      studentsManaged: 52,
      activeProjects: 1,
      projectsManaged: 2,
      budgetManaged: 10_000_000,
      raisedAmount: 5_000_000,
      successRate: 40,
    } as const;
    renderPage({
      element: <StatCards cards={statCardsFor(makeUser({ userType: 'STAFF' }), profile({ staff }))} />,
    });
    expect(cards()).toEqual([
      ['دانش‌آموزان تحت پوشش', '۵۲', 'در برنامه‌ها و دوره‌های شما'],
      ['پروژه‌های فعال', '۱', 'از ۲ برنامه‌ی شما'],
      ['بودجه‌ی مدیریت‌شده', '۱٬۰۰۰٬۰۰۰ تومان', '۵۰۰٬۰۰۰ تومان جمع‌شده'],
      ['نرخ موفقیت', '۴۰٪', 'از بودجه‌ی هدف جمع شده'],
    ]);
  });

  it('admins have no cards', () => {
    const { container } = renderPage({
      element: <StatCards cards={statCardsFor(makeUser({ userType: 'ADMIN' }), profile({}))} />,
    });
    expect(container.textContent).toBe('');
  });
});
