/**
 * The GraphQL error `extensions` key the server sets (true) on an error whose message was written for a
 * person: a domain error's Persian text or the generic internal-error text. Clients show exactly those
 * messages, and their own wording for anything else (graphql-js's English refusals, a proxy's page).
 */
export const USER_FACING_EXTENSION = 'userFacing';
