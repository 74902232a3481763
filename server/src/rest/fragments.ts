import { type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, Kind } from 'graphql';
import * as generated from './gql/graphql';

export interface SharedFragment {
  name: string;
  /** The GraphQL type the fragment is on. */
  on: string;
  /** The fragment's definition and those of the fragments it spreads. */
  definitions: readonly FragmentDefinitionNode[];
}

/**
 * The shared fragments (common/graphql/*.graphql), by name, as codegen emitted them for the server; the client
 * selects the same ones, so both doors answer one shape per type.
 */
export const sharedFragments: ReadonlyMap<string, SharedFragment> = new Map(
  Object.entries(generated)
    .filter(([exported]) => exported.endsWith('FragmentDoc'))
    .map(([, value]) => {
      const definitions = (value as DocumentNode).definitions.filter(isFragment);
      const [own] = definitions;
      return [own.name.value, { name: own.name.value, on: own.typeCondition.name.value, definitions }];
    }),
);

function isFragment(node: DefinitionNode): node is FragmentDefinitionNode {
  return node.kind === Kind.FRAGMENT_DEFINITION;
}

/** A type's default fragment is the one named `<Type>Fields`. */
export const defaultFragmentOf = (typeName: string): SharedFragment | undefined =>
  sharedFragments.get(`${typeName}Fields`);
