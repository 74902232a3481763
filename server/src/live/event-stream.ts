/**
 * An async iterator fed by callbacks: `start` gets `push` and `fail` and answers its clean-up, which runs when
 * the consumer stops (graphql-js calls `return()` when the subscription ends) or after a failure.
 */
export function eventStream<T>(
  start: (push: (value: T) => void, fail: (error: unknown) => void) => Promise<() => void>,
): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let failure: { error: unknown } | null = null;
  let failWaiting: ((error: unknown) => void) | null = null;
  let done = false;
  let stop: (() => void) | null = null;

  const finish = () => {
    done = true;
    stop?.();
    stop = null;
    queue.length = 0;
  };
  const push = (value: T) => {
    if (done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      failWaiting = null;
      resolve({ value, done: false });
    } else queue.push(value);
  };
  const fail = (error: unknown) => {
    if (done) return;
    failure = { error };
    if (failWaiting) {
      const reject = failWaiting;
      waiting = null;
      failWaiting = null;
      finish();
      reject(error);
    }
  };
  const started = start(push, fail).then(
    (cleanUp) => {
      if (done) cleanUp();
      else stop = cleanUp;
    },
    (error) => fail(error),
  );

  return {
    async next() {
      await started;
      if (queue.length > 0) return { value: queue.shift() as T, done: false };
      if (failure) {
        finish();
        throw failure.error;
      }
      if (done) return { value: undefined, done: true };
      return new Promise<IteratorResult<T>>((resolve, reject) => {
        waiting = resolve;
        failWaiting = reject;
      });
    },
    async return() {
      finish();
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve({ value: undefined, done: true });
      }
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
