import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/renderPage';

describe('lazy public pages', () => {
  it.each([
    ['/about', 'درباره‌ی ما'],
    ['/contact', 'تماس با ما'],
    ['/courses', 'دوره‌های آموزشی'],
    ['/login', 'ورود به حساب کاربری'],
    ['/signup', 'ایجاد حساب کاربری'],
  ])('%s loads its page', async (path, title) => {
    renderPage({ path });
    expect(await screen.findByText(title, { selector: 'h1' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('این بخش به‌زودی راه‌اندازی می‌شود.')).toBeNull();
  });
});
