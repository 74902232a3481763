// apollo-upload-client v20 ships no type declarations; this covers the one class the client uses.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export interface UploadHttpLinkOptions {
    /** GraphQL endpoint; '/graphql' by default. */
    uri?: string;
    useGETForQueries?: boolean;
    fetch?: typeof fetch;
    fetchOptions?: RequestInit;
    credentials?: RequestCredentials;
    /** Sent with every request (merged over fetchOptions.headers). */
    headers?: Record<string, string>;
    includeExtensions?: boolean;
    includeUnusedVariables?: boolean;
  }

  /** A terminating link: a multipart request when the variables hold files, else an ordinary POST. */
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
