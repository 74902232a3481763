import { describe, expect, it } from 'vitest';
import { PageRenders, type RenderedPage } from './page-renders';

const page = (html: string): RenderedPage => ({ html, status: 200 });

function deferred() {
  let resolve: (value: RenderedPage) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<RenderedPage>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PageRenders', () => {
  it('shares a render in progress with visitors asking for the same page, and keeps nothing after', async () => {
    let renders = 0;
    const pending = deferred();
    const pages = new PageRenders();
    const render = () => {
      renders++;
      return pending.promise;
    };
    const first = pages.get('/', render);
    const second = pages.get('/', render);
    pending.resolve(page('home'));
    expect(await first).toEqual(page('home'));
    expect(await second).toEqual(page('home'));
    expect(renders).toBe(1);
    expect(await pages.get('/', async () => page('fresh'))).toEqual(page('fresh'));
  });

  it('answers busy beyond the renders it runs at once, and lets a failed render be tried again', async () => {
    const renders = new PageRenders(2);
    const a = deferred();
    const b = deferred();
    const first = renders.get('/a', () => a.promise);
    const second = renders.get('/b', () => b.promise);
    expect(renders.get('/c', async () => page('c'))).toBe('busy');
    a.resolve(page('a'));
    b.reject(new Error('boom'));
    expect(await first).toEqual(page('a'));
    await expect(second).rejects.toThrow('boom');
    expect(await renders.get('/b', async () => page('again'))).toEqual(page('again'));
  });
});
