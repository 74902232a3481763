import { DEFAULT_SITE_SETTINGS } from '@common/site-settings';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactLines } from '../../components/layout/footer/ContactLines';
import { renderPage } from '../../test/renderPage';
import { ContactDetailsCard } from './ContactDetailsCard';

/** The phone link a visitor sees: its text and where it dials. */
function phoneLink() {
  const link = screen.getByRole('link', { name: /۸۸۷۷/ });
  return {
    text: link.textContent,
    href: link.getAttribute('href'),
    ltr: link.querySelector('bdi[dir="ltr"]'),
  };
}

describe('the association phone number', () => {
  it('reads the same on the contact page and in the footer, left to right, and dials the plain number', () => {
    const card = renderPage({ element: <ContactDetailsCard /> });
    const onContactPage = phoneLink();
    card.unmount();
    renderPage({ element: <ContactLines /> });
    const inFooter = phoneLink();

    expect(onContactPage).toEqual(inFooter);
    expect(inFooter.text).toBe('۰۲۱-۸۸۷۷۶۶۵۵');
    expect(inFooter.href).toBe(`tel:${DEFAULT_SITE_SETTINGS.phone}`);
    expect(inFooter.ltr).toBeTruthy();
  });
});
