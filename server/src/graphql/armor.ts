import { ApolloArmor } from '@escape.tech/graphql-armor';

type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/** The limits of /graphql (design.md, 'Security numbers'). The REST rows' fixed operations are not armoured. */
export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 1000,
  maxCost: 5000,
} as const;

export function armorConfig(isProduction: boolean): GraphQLArmorConfig {
  return {
    // Depth counts fields, not fragment spreads: the client's fragments would otherwise add levels.
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true },
    // "Did you mean …?" would map the schema for a stranger; kept outside production, where it helps.
    blockFieldSuggestion: { enabled: isProduction },
  };
}

/** Apollo options from GraphQL Armor: its plugins and validation rules; batched HTTP requests stay off. */
export function armorOptions(isProduction: boolean) {
  const { plugins, validationRules } = new ApolloArmor(armorConfig(isProduction)).protect();
  return { plugins, validationRules, allowBatchedHttpRequests: false } as const;
}
