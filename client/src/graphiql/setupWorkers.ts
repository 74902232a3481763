// Monaco editor workers for GraphiQL 5, bundled by Vite (nothing is loaded from a CDN).
// Same as 'graphiql/setup-workers/vite', but imported from our own source: Vite's dev-time dependency
// optimiser cannot pre-bundle `?worker` imports that live inside node_modules.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

Object.assign(globalThis, {
  MonacoEnvironment: {
    getWorker(_workerId: string, label: string): Worker {
      if (label === 'json') return new JsonWorker();
      if (label === 'graphql') return new GraphQLWorker();
      return new EditorWorker();
    },
  },
});
