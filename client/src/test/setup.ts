import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../app/session/sessionStore';

// `npm test` runs every project at once on two cores: give find*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  sessionStore.reload();
});
