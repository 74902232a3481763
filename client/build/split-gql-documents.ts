import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = '\0gql-document:';
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const IMPORT_FROM_GENERATED =
  /import\s*\{([^}]*)\}\s*from\s*["']((?:\.{1,2}\/)+(?:[\w-]+\/)*gql\/graphql)(?:\.ts)?["'];?/g;

/**
 * codegen's client preset writes every typed document into one module, and a module lands in one chunk: the
 * landing page would download the documents of every lazy screen. In the production build each imported
 * document becomes its own tiny module, so it travels with the screens that use it.
 */
export function splitGqlDocuments(generatedFile: string): Plugin {
  let documents: Map<string, string> | undefined;
  const documentsByName = () => {
    documents ??= new Map(
      [...readFileSync(generatedFile, 'utf8').matchAll(DOCUMENT_LINE)].map((m) => [m[1], m[2]]),
    );
    return documents;
  };
  return {
    name: 'split-gql-documents',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('node_modules') || !code.includes('gql/graphql')) return null;
      const rewritten = code.replace(IMPORT_FROM_GENERATED, (_statement, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported] = name.split(/\s+as\s+/);
            if (!documentsByName().has(imported)) {
              this.error(
                `${id} imports ${imported} from the generated GraphQL module: only documents can be split`,
              );
            }
            return `import { ${name} } from ${JSON.stringify(PREFIX + imported)};`;
          })
          .join('\n'),
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      return `export const ${name} = ${documentsByName().get(name)};\n`;
    },
  };
}
