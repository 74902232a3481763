import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

vi.mock('../features/landing/LandingPage', () => ({
  LandingPage: () => {
    throw new Error('landing exploded');
  },
}));

describe('uncaught render errors', () => {
  it('show the error page with details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('landing exploded')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
