import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/renderPage';
import { CompletionCard } from './CompletionCard';

function renderCard(overrides: Parameters<typeof makeUser>[0], percent: number) {
  renderPage({ element: <CompletionCard percent={percent} user={makeUser(overrides)} /> });
  return screen.getByRole('region', { name: /کامل است$/ });
}

describe('CompletionCard', () => {
  it('names only the fields still empty (the phone is filled, so it is not asked for)', () => {
    const card = renderCard({ organization: 'مدرسه', profileImageUrl: null }, 83);
    expect(card.textContent).toContain('پروفایل شما ۸۳٪ کامل است');
    expect(card.textContent).toContain('با افزودن تصویر پروفایل،');
    expect(card.textContent).not.toContain('شماره موبایل');
    expect(card.textContent).not.toContain('سازمان');
  });

  it('lists several missing fields with «،» and «و»', () => {
    const card = renderCard({ organization: null, profileImageUrl: null, email: null }, 50);
    expect(card.textContent).toContain('با افزودن ایمیل، سازمان و تصویر پروفایل،');
  });
});
