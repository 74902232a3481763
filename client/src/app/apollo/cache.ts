import { InMemoryCache } from '@apollo/client';
import introspection from '../../gql/possible-types';

/** The Apollo cache of both renderers, told which types each union holds (from the schema, by codegen). */
export const createCache = () => new InMemoryCache({ possibleTypes: introspection.possibleTypes });
