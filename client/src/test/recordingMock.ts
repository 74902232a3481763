import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';

/** A mock that answers `query` with `data` and keeps the variables of every request it answers, in order. */
export function recordingMock<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  sent: TVariables[],
  data: TData,
  maxUsageCount = 1,
): MockLink.MockedResponse<TData, TVariables> {
  return {
    request: {
      query,
      variables: (variables: TVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result: { data },
    maxUsageCount,
  };
}

/** A mock that answers `query`, whatever its variables, with `data`: once, or `maxUsageCount` times. */
export function answeringMock<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  data: TData,
  maxUsageCount = 1,
): MockLink.MockedResponse<TData, TVariables> {
  return { request: { query, variables: () => true }, result: { data }, maxUsageCount };
}
