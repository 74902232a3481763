import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import {
  BROTLI_OPTIONS,
  DEFER_PRECOMPRESSION,
  GZIP_OPTIONS,
  PRECOMPRESSED_FILES,
  PRECOMPRESSION_THRESHOLD_BYTES,
} from './build/precompression.ts';
import { splitGqlDocuments } from './build/split-gql-documents.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const commonDir = fileURLToPath(new URL('../common', import.meta.url));
const serverPort = Number(process.env.PORT ?? 4000);

/**
 * Two builds from one config: the browser's (dist/client, with index.html and the GraphiQL page) and, with
 * `--ssr`, the server renderer of the public pages (dist/server/entry-server.js, see client/src/entry-server.tsx).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    react(),
    tailwindcss(),
    splitGqlDocuments(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url))),
    // Text assets precompressed once at their best, served by the server as they are (preCompressed).
    // `npm start`'s first build leaves this to after the site is up (scripts/start-client-build.mjs).
    !isSsrBuild &&
      process.env[DEFER_PRECOMPRESSION] !== '1' &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', BROTLI_OPTIONS),
          defineAlgorithm('gzip', GZIP_OPTIONS),
        ],
        include: PRECOMPRESSED_FILES,
        threshold: PRECOMPRESSION_THRESHOLD_BYTES,
        logLevel: 'silent',
      }),
  ],
  resolve: {
    alias: { '@common': commonDir },
    // rxjs (under Apollo Client) ships ES2015 modules under this condition; its default is ES5 with tslib helpers.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('../dist/server', import.meta.url)),
        copyPublicDir: false,
        emptyOutDir: true,
        rollupOptions: { input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)) },
      }
    : {
        outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
        emptyOutDir: true,
        // The GraphiQL page's editor (Monaco) is one large chunk by nature; the site's own chunks are small.
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          // Compressing the GraphiQL editor at brotli's best takes most of the build; that is expected.
          checks: { pluginTimings: false },
          onwarn(warning, warn) {
            // Libraries' 'use no memo' directives (React Compiler hints) mean nothing to a bundle.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules')) return;
            warn(warning);
          },
          output: {
            codeSplitting: {
              // What the site's entry loads up front goes out as one chunk: brotli then shares one dictionary
              // across React, Apollo and the app, and the landing route pays no per-chunk overhead (issue 10).
              // The entries stay out: the GraphiQL page shares React from this chunk without starting the site,
              // and loads its own editor after its entry.
              groups: [
                {
                  name: 'landing',
                  tags: ['$initial'],
                  test: (id) => !/\.(html|css)$|graphiql|[\\/]src[\\/]main\.tsx$/.test(id),
                },
                // The admin screens' light shared kit as one chunk (not the uploads, drag-and-drop, dialogs, switches or date
                // picker, nor what member pages share: FormField, FilterSelect, StatusBadge, adminUrl): each admin
                // route's preload list (in the admin area's chunk, `app/AdminArea.tsx`) then names one file, not a handful.
                {
                  name: 'admin-kit',
                  // Only these files: their dependencies (react-hook-form, the toasts, shared UI) stay in the chunks
                  // the public pages share, which would otherwise load this chunk for them.
                  includeDependenciesRecursively: false,
                  test: /[\\/]admin[\\/]shared[\\/](AdminListPage|AdminPage|Panel|InlineFormPanel|InlineEditor|RowActions|RowSelect|BulkActionBar|TableFilters|SearchBox|StatCard|columns|DisplayOrderField|adminAction|adminToast)\.tsx?$|[\\/]components[\\/]ui[\\/](useConfirm|FormActions|LoadFailedPanel|BoundField|TextField|SelectField|CheckboxField|formBinding)\.tsx?$/,
                },
              ],
            },
          },
          input: {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
          },
        },
      },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/graphql': `http://localhost:${serverPort}`,
      '/uploads': `http://localhost:${serverPort}`,
      '/stand-in': `http://localhost:${serverPort}`,
    },
  },
}));
