import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';

const shared = {
  // The module itself, not its name, so the CLI and the drift test use the same version.
  preset: clientPreset,
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
    // BigInt (money sums): a JSON number while safe, its decimal string beyond 2^53.
    scalars: { DateTimeISO: 'string', Upload: 'File', SafeInt: 'number', BigInt: 'number | string' },
  },
};

/** Typed documents for the client (Apollo hooks) and for the server's REST adapter. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The shared fragments (common/graphql) are one selection per type for both doors.
    'client/src/gql/': { ...shared, documents: ['client/src/**/*.graphql', 'common/graphql/*.graphql'] },
    'server/src/rest/gql/': { ...shared, documents: ['common/graphql/*.graphql'] },
    // The server tests' operations, written as `graphql(\`…\`)` calls beside the tests that send them.
    'server/src/testing/gql/': {
      ...shared,
      // Tests leave nullable variables out, as callers of the API may.
      config: {
        ...shared.config,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
      documents: ['server/src/**/*.test.ts', 'server/src/testing/*.ts', 'test/security/**/*.ts'],
    },
    // Which object types each union holds, so Apollo's cache matches fragments on their members exactly.
    'client/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { module: 'es2015', apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;
