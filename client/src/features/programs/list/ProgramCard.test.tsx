import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/renderPage';
import { makeProgramCard } from '../testPrograms';
import { ProgramCard } from './ProgramCard';

function renderCard(overrides: Parameters<typeof makeProgramCard>[1]) {
  renderPage({ element: <ProgramCard program={makeProgramCard(5, overrides)} /> });
}

const fill = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;

describe('ProgramCard', () => {
  it('caps the bar at full but shows the real percentage', () => {
    renderCard({ fundingPercentage: 150 });
    expect(screen.getByText('۱۵۰٪ تأمین‌شده')).toBeTruthy();
    expect(fill().style.width).toBe('100%');
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toContain('۱۵۰٪');
  });

  it('fills the bar as far as the percentage below 100', () => {
    renderCard({ fundingPercentage: 42.5 });
    expect(screen.getByText('۴۲٫۵٪ تأمین‌شده')).toBeTruthy();
    expect(fill().style.width).toBe('43%');
  });

  it('shows the facts, two eligibility lines, unlimited capacity and links to the program', () => {
    renderCard({ name: 'بورسیه‌ی ریاضی' });
    expect(screen.getByRole('link', { name: 'بورسیه‌ی ریاضی' }).getAttribute('href')).toBe('/programs/5');
    expect(screen.getByText('فعال')).toBeTruthy();
    expect(screen.getByText('بورسیه تحصیلی')).toBeTruthy();
    expect(screen.getByText('شروع ۱۴۰۴/۰۱/۰۱')).toBeTruthy();
    expect(screen.getByText('۶ ماه')).toBeTruthy();
    expect(screen.getByText('ظرفیت: نامحدود')).toBeTruthy();
    expect(screen.getByText('معدل بالای ۱۷')).toBeTruthy();
    expect(screen.queryByText('ساکن استان سیستان و بلوچستان')).toBeNull();
  });

  it('shows capacity as unlimited even when a maximum is set (spec doc 2 §2)', () => {
    renderCard({ maxParticipants: 30, duration: '3 ماه' });
    expect(screen.getByText('ظرفیت: نامحدود')).toBeTruthy();
    expect(screen.queryByText(/۳۰ نفر/)).toBeNull();
    expect(screen.getByText('۳ ماه')).toBeTruthy();
  });

  it('loads the picture at once only for the first card of a list', () => {
    const { container, unmount } = renderPage({
      element: <ProgramCard program={makeProgramCard(1, { imageUrl: '/uploads/images/a.jpg' })} priority />,
    });
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    unmount();
    renderCard({ imageUrl: '/uploads/images/b.jpg' });
    expect(document.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});
