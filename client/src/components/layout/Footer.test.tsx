import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscribeNewsletterDocument } from '../../gql/graphql';
import { renderPage } from '../../test/renderPage';
import { Footer } from './Footer';
import { NEWSLETTER_FAILED_MESSAGE } from './footer/NewsletterForm';

type MockedResponse = MockLink.MockedResponse;

const THANKS = 'عضویت شما در خبرنامه ثبت شد. سپاسگزاریم!';

const subscribed: MockedResponse = {
  request: { query: SubscribeNewsletterDocument, variables: { input: { email: 'reader@example.com' } } },
  result: { data: { subscribeNewsletter: { __typename: 'NewsletterReceipt', message: THANKS } } },
};

const renderFooter = (mocks: MockedResponse[] = []) => renderPage({ mocks: mocks, element: <Footer /> });

describe('Footer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links to every footer target', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'پیوندهای پانویس' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/courses',
      '/counseling',
      '/financial-support',
      '/team',
      '/mission',
      '/reports',
      '/help',
      '/faq',
      '/support',
      '/privacy',
      '/terms',
      '/charity-rules',
      '/cookies',
    ]);
  });

  it('shows the Jalali year in Persian digits', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    renderFooter();
    vi.useRealTimers();
    expect(screen.getByText(/© ۱۴۰۴/)).toBeTruthy();
  });

  it('validates the newsletter e-mail, then thanks with the server message', async () => {
    const success = vi.spyOn(toast, 'success');
    renderFooter([subscribed]);
    const input = screen.getByLabelText('ایمیل');
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال' }));
    expect((await screen.findByRole('alert')).textContent).toBe('فرمت ایمیل نادرست است');
    expect(success).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'reader@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(THANKS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says so when the server cannot store the address', async () => {
    const error = vi.spyOn(toast, 'error');
    renderFooter([{ request: subscribed.request, error: new Error('network') }]);
    fireEvent.change(screen.getByLabelText('ایمیل'), { target: { value: 'reader@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(NEWSLETTER_FAILED_MESSAGE));
  });
});
