import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { splitGqlDocuments } from './build/split-gql-documents';

const root = fileURLToPath(new URL('.', import.meta.url));
const commonDir = fileURLToPath(new URL('../common', import.meta.url));
const serverPort = Number(process.env.PORT ?? 4000);

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    splitGqlDocuments(fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url))),
  ],
  resolve: { alias: { '@common': commonDir } },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
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
});
