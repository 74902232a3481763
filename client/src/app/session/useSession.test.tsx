import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderPage } from '../../test/renderPage';
import { useSession } from './useSession';

function Probe() {
  const { isAuthenticated, user, signIn, signOut, updateUser } = useSession();
  return (
    <div>
      <p>{isAuthenticated ? `in:${user?.firstName}` : 'signed-out'}</p>
      <button type="button" onClick={() => signIn('tok', makeUser())}>
        in
      </button>
      <button type="button" onClick={() => updateUser(makeUser({ firstName: 'سارا' }))}>
        update
      </button>
      <button type="button" onClick={signOut}>
        out
      </button>
    </div>
  );
}

describe('useSession', () => {
  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(/SessionProvider/);
    vi.restoreAllMocks();
  });

  it('signs in, updates the user and signs out through localStorage', () => {
    renderPage({ element: <Probe /> });
    expect(screen.getByText('signed-out')).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'in' }).click());
    expect(screen.getByText('in:مریم')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('مریم');

    act(() => screen.getByRole('button', { name: 'update' }).click());
    expect(screen.getByText('in:سارا')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('سارا');

    act(() => screen.getByRole('button', { name: 'out' }).click());
    expect(screen.getByText('signed-out')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
