import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LOCKS, runExclusively, wasSkipped } from '../jobs/exclusive';
import { AdvisoryLocker } from '../modules/uploads/tus-locker';
import { bearer, insertUser, tokenFor } from '../testing/accounts';
import { openLiveSocket } from '../testing/live-socket';
import { type TestApp, testAppOn } from '../testing/test-app';
import { openReplicaDatabases, testDriver } from '../testing/test-database';

// Two app instances on one PostgreSQL database stand for two replicas behind the proxy (PGlite is one process).
describe.skipIf(testDriver !== 'postgres')('two replicas on one PostgreSQL database', () => {
  let replicas: Awaited<ReturnType<typeof openReplicaDatabases>>;
  let a: TestApp;
  let b: TestApp;
  let urlB: string;

  beforeAll(async () => {
    replicas = await openReplicaDatabases(2);
    const keepOpen = (database: (typeof replicas.databases)[number]) => ({
      ...database,
      close: async () => {},
    });
    // Replicas share the signing secret (docker-compose.yml gives every one the same JWT_SECRET).
    const env = { JWT_SECRET: 'replicas-share-this-secret-0123456789abcdef' };
    a = await testAppOn(keepOpen(replicas.databases[0]), env);
    b = await testAppOn(keepOpen(replicas.databases[1]), env);
    urlB = await b.app.fastify.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await replicas?.close();
  });

  it('a notification created on one replica reaches a socket on the other', async () => {
    const user = await insertUser(a, '09126660001');
    await insertUser(a, '09126660002', { userType: 'ADMIN' });
    const token = await tokenFor(a, '09126660001');
    const adminAuth = bearer(await tokenFor(a, '09126660002'));
    const socket = openLiveSocket(urlB, token);
    try {
      await socket.waitForEvents(1);
      const started = Date.now();
      const created = await a.rest(
        'POST',
        '/api/notifications',
        { userId: user.id, title: 'از سرور دیگر', message: 'متن' },
        adminAuth,
      );
      expect(created.statusCode).toBe(201);
      const [, event] = await socket.waitForEvents(2, 2000);
      expect(event).toMatchObject({ unreadCount: 1, notification: { title: 'از سرور دیگر' } });
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await socket.dispose();
    }
  });

  it("a password change on one replica closes the member's other session's socket on the other", async () => {
    await insertUser(a, '09126660003');
    const kept = await tokenFor(a, '09126660003');
    const elsewhere = await tokenFor(a, '09126660003');
    const socket = openLiveSocket(urlB, elsewhere);
    const own = openLiveSocket(urlB, kept);
    try {
      await socket.waitForEvents(1);
      await own.waitForEvents(1);
      const answer = await a.gql(
        'mutation { changePassword(input: { currentPassword: "secret123", newPassword: "another-secret9" }) { ok } }',
        {},
        bearer(kept),
      );
      expect(answer.errors).toBeUndefined();
      expect(await socket.closed).toBe(4401);
      // The session that changed the password keeps its socket.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const created = await a.gql('{ unreadNotificationCount }', {}, bearer(kept));
      expect(created.errors).toBeUndefined();
      expect(own.errors).toEqual([]);
    } finally {
      await own.dispose();
    }
  });

  it('runs a job on exactly one replica at a time', async () => {
    const [lockA, lockB] = replicas.databases.map((database) => database.locks);
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = async () => {
      running++;
      runs++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 200));
      running--;
      return 'done';
    };
    const outcomes = await Promise.all([
      runExclusively(lockA, JOB_LOCKS.housekeeping, job),
      runExclusively(lockB, JOB_LOCKS.housekeeping, job),
      runExclusively(lockA, JOB_LOCKS.housekeeping, job),
      runExclusively(lockB, JOB_LOCKS.housekeeping, job),
    ]);
    expect(most).toBe(1);
    expect(runs).toBe(1);
    expect(outcomes.filter(wasSkipped)).toHaveLength(3);
    // Another job's lock is independent, and once released the lock is free again for either replica.
    expect(await runExclusively(lockB, JOB_LOCKS.reconciliation, job)).toBe('done');
    expect(await runExclusively(lockB, JOB_LOCKS.housekeeping, job)).toBe('done');
  });

  it("holds a resumable upload's lock across replicas and asks the holder to let go", async () => {
    const [dbA, dbB] = replicas.databases;
    const lockerA = new AdvisoryLocker(dbA.locks, a.app.services.live, dbA.db);
    const lockerB = new AdvisoryLocker(dbB.locks, b.app.services.live, dbB.db, 3000);
    const held = lockerA.newLock('upload-1');
    const released: string[] = [];
    await held.lock(new AbortController().signal, async () => {
      released.push('asked');
      await held.unlock();
    });
    // Listening starts with the first lock; let both replicas' LISTEN settle.
    lockerB.newLock('warm-up');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const second = lockerB.newLock('upload-1');
    await second.lock(new AbortController().signal, () => {});
    expect(released).toEqual(['asked']);
    expect(Date.now() - started).toBeLessThan(2000);
    // A third request elsewhere, whose holder does not let go, is told the upload is busy (423), never a 500.
    const third = new AdvisoryLocker(dbA.locks, a.app.services.live, dbA.db, 500).newLock('upload-1');
    await expect(third.lock(new AbortController().signal, () => {})).rejects.toMatchObject({
      status_code: 423,
    });
    await second.unlock();
  });
});
