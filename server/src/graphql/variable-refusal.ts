import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { fieldLabel, invalidFieldMessage, isRecordIdPath } from '@common/field-labels';
import { intFieldMessage } from '@common/validation';
import {
  coerceInputValue,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import { DomainError, type FieldErrors } from '../errors';
import type { FieldMessages } from '../rest/field-messages';

/**
 * Variables GraphQL cannot take (999999999999 for an Int, 'abc' for a Float) are refused before anything
 * runs, as graphql-js would, but in Persian and on their fields: an input its service checks with a shared
 * schema gets that schema's message for the value as sent (too large, not whole, not a number), as the REST
 * door and the form give it.
 */
export function variableRefusal(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  fieldMessages: Record<string, FieldMessages>,
): DomainError | null {
  const fieldErrors: FieldErrors = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    const value = variables[name];
    if (!type || value === undefined) continue;
    const wrong: [string, string | null][] = [];
    coerceInputValue(value, type, (path, invalid) =>
      wrong.push([path.join('.') || name, intReason(type, name, path, invalid)]),
    );
    if (wrong.length === 0) continue;
    const input = getNamedType(type).name;
    const judged = Object.hasOwn(fieldMessages, input) && isRecord(value);
    const messages = judged ? fieldMessages[input](value) : {};
    for (const [path, reason] of wrong)
      fieldErrors[path] ??= messages[path] ?? reason ?? invalidFieldMessage(path);
  }
  const [first] = Object.values(fieldErrors);
  return first ? new DomainError('VALIDATION', first, fieldErrors) : null;
}

/**
 * Why the value at `path` of an Int field cannot be one (too large, not whole), the field named by its label
 * (the variable's own name for a scalar variable); null for a record id or any other field.
 */
function intReason(
  type: GraphQLInputType,
  name: string,
  path: ReadonlyArray<string | number>,
  value: unknown,
): string | null {
  let at: GraphQLInputType | undefined = type;
  for (const part of path) {
    const inner: GraphQLInputType | undefined = at && getNullableType(at);
    if (typeof part === 'number') at = isListType(inner) ? (inner.ofType as GraphQLInputType) : undefined;
    else at = isInputObjectType(inner) ? inner.getFields()[part]?.type : undefined;
  }
  const label = [name, ...path].filter((part): part is string => typeof part === 'string').pop() ?? name;
  const isInt = at !== undefined && getNamedType(at).name === 'Int' && !isRecordIdPath(label);
  return isInt ? intFieldMessage(fieldLabel(label), value) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Gateway = ApolloServerOptionsWithGateway<never>['gateway'];

/**
 * The gateway with the refusal: only when execution answered no data at all (graphql-js refused the
 * variables before anything ran) are the variables judged again for their Persian field errors, so a
 * well-formed request pays for no second coercion. The refusal answers 400, as graphql-js's own does.
 */
export function withVariableRefusal(gateway: Gateway, fieldMessages: Record<string, FieldMessages>): Gateway {
  return {
    onSchemaLoadOrUpdate: (callback) => gateway.onSchemaLoadOrUpdate(callback),
    stop: () => gateway.stop(),
    async load(options) {
      const loaded = await gateway.load(options);
      const { executor } = loaded;
      if (!executor) return loaded;
      return {
        ...loaded,
        executor: async (requestContext) => {
          const result = await executor(requestContext);
          if (result.data !== undefined || !result.errors?.length) return result;
          const { schema, operation, request } = requestContext;
          const refusal = variableRefusal(schema, operation, request.variables ?? {}, fieldMessages);
          if (!refusal) return result;
          throw new GraphQLError(refusal.message, {
            originalError: refusal,
            extensions: { http: { status: 400 } },
          });
        },
      };
    },
  };
}
