import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/renderPage';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('shows the figures, values, milestones, staff and both calls to action under a breadcrumb', () => {
    renderPage({ element: <AboutPage /> });
    const crumbs = within(screen.getByRole('navigation', { name: 'مسیر صفحه' }));
    expect(crumbs.getByRole('link', { name: 'صفحه‌ی اصلی' }).getAttribute('href')).toBe('/');
    for (const figure of ['۱۲+', '۵۰۰+', '۲۰+', '۱۰۰+']) expect(screen.getByText(figure)).toBeTruthy();
    for (const value of ['تعهد', 'شفافیت', 'همکاری', 'نوآوری'])
      expect(screen.getByRole('heading', { name: value })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'حامی شوید' }).getAttribute('href')).toBe('/signup?type=donor');
    expect(screen.getByRole('link', { name: 'تماس با ما' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByText('۴۵۸۷۲')).toBeTruthy();
  });
});
