import { ApolloLink } from '@apollo/client';
import { type DocumentNode, getOperationAST } from 'graphql';
import { Observable } from 'rxjs';

/** A link that keeps the mocked answer of one operation until the test lets it through. */
export interface HeldAnswer {
  /** Goes in front of the mocks (`renderPage({ links })`). */
  link: ApolloLink;
  /** Settles once the operation has been sent, i.e. the request is in flight. */
  requested: Promise<void>;
  /** Lets the answer, held or still to come, reach the page. */
  release: () => void;
}

/**
 * Holds the answers of `document` so a test can act while its request is in flight, in that order on any
 * machine, instead of racing a mock's timed delay against the test's own steps.
 */
export function holdAnswer(document: DocumentNode): HeldAnswer {
  const name = getOperationAST(document)?.name?.value;
  let markRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  const link = new ApolloLink((operation, forward) => {
    if (operation.operationName !== name) return forward(operation);
    markRequested();
    return new Observable((observer) => {
      // Each step waits on the same gate, so the answer keeps its order once let through.
      const later = (step: () => void) => void released.then(step);
      const subscription = forward(operation).subscribe({
        next: (result) => later(() => observer.next(result)),
        error: (error: unknown) => later(() => observer.error(error)),
        complete: () => later(() => observer.complete()),
      });
      return () => subscription.unsubscribe();
    });
  });
  return { link, requested, release };
}
