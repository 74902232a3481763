import { InMemoryCache } from '@apollo/client';
import introspection from '../../gql/possible-types';

/**
 * The Apollo cache of both renderers, told which types each union holds (from the schema, by codegen). A page
 * layout's components have ids only within their layout ('hero-1' in many pages), so they are kept inside their
 * layout rather than normalised by id.
 */
export const createCache = () =>
  new InMemoryCache({
    possibleTypes: introspection.possibleTypes,
    typePolicies: { PageComponent: { keyFields: false } },
  });
