// Monaco's web workers, bundled by Vite; must run before GraphiQL mounts.
import './setupWorkers';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const TOKEN_KEY = 'token';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  // Reuse the site's session so authorized operations can be tried while signed in.
  fetch: (input, init) => {
    const token = window.localStorage.getItem(TOKEN_KEY);
    const headers = new Headers(init?.headers);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return window.fetch(input, { ...init, headers });
  },
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('Element #graphiql is missing');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultEditorToolsVisibility />
  </StrictMode>,
);
