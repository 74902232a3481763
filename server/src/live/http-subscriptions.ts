import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { liveMessages } from './live.messages';

/**
 * The HTTP door cannot stream: a subscription sent there is refused before it runs (400, in Persian, naming
 * the WebSocket door), rather than failing inside the executor.
 */
export const refuseSubscriptionsOverHttp: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError(liveMessages.socketOnly, {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      },
    };
  },
};
