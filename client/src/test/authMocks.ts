import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import type { AuthPayloadFieldsFragment } from '../gql/graphql';
import { makeUserFields } from './fixtures';

export type Mock = MockLink.MockedResponse;

/** An AuthPayload as the server sends it. */
export function authPayload(overrides: Partial<AuthPayloadFieldsFragment> = {}): AuthPayloadFieldsFragment {
  return {
    __typename: 'AuthPayload',
    otpRequired: false,
    token: 'token-1',
    message: 'ورود با موفقیت انجام شد!',
    user: makeUserFields(),
    ...overrides,
  };
}

/** The payload of a call that sent a one-time code instead of signing in. */
export const codeSent = () =>
  authPayload({ otpRequired: true, token: null, user: null, message: 'کد تایید به شماره شما ارسال شد' });

/** A refused call as Apollo Server formats a DomainError. */
export function domainError(message: string, code: string, fieldErrors?: Record<string, string>) {
  return {
    errors: [
      new GraphQLError(message, {
        extensions: { code, userFacing: true, ...(fieldErrors && { fieldErrors }) },
      }),
    ],
  };
}

/** A refusal whose message was not written for people (graphql-js's own, a gateway's): no userFacing mark. */
export function unmarkedError(message: string, code: string) {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}
