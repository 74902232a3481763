import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_KEY_PATTERN } from './file-storage';
import { LocalFileStorage } from './local-storage';

const root = mkdtempSync(path.join(tmpdir(), 'local-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const storage = new LocalFileStorage(root);
const staged = (name: string, body: Buffer) => {
  mkdirSync(storage.stagingDir, { recursive: true });
  const file = path.join(storage.stagingDir, name);
  writeFileSync(file, body);
  return file;
};

describe('local storage', () => {
  it('stages under its root, in a folder no storage key can name', () => {
    expect(path.dirname(storage.stagingDir)).toBe(root);
    expect(STORAGE_KEY_PATTERN.test('.staging/x.mp4')).toBe(false);
  });

  it('moves a staged file into place with a rename', async () => {
    const body = Buffer.from('video bytes');
    const source = staged('a.upload', body);
    const inode = statSync(source).ino;
    await storage.putFile('videos/a.mp4', source);
    const target = storage.pathOf('videos/a.mp4');
    expect(readFileSync(target).equals(body)).toBe(true);
    expect(statSync(target).ino).toBe(inode);
    expect(existsSync(source)).toBe(false);
    expect(readdirSync(path.dirname(target))).toEqual(['a.mp4']);
  });

  // Only where this machine has a second file system (a tmpfs at /dev/shm).
  const shm = '/dev/shm';
  const otherDevice = existsSync(shm) && statSync(shm).dev !== statSync(root).dev;
  it.skipIf(!otherDevice)('copies from another file system through a partial file', async () => {
    const away = mkdtempSync(path.join(shm, 'local-storage-'));
    try {
      const source = path.join(away, 'b.upload');
      writeFileSync(source, 'from elsewhere');
      await storage.putFile('videos/b.mp4', source);
      expect(readFileSync(storage.pathOf('videos/b.mp4'), 'utf8')).toBe('from elsewhere');
      expect(readdirSync(path.dirname(storage.pathOf('videos/b.mp4'))).sort()).toEqual(['a.mp4', 'b.mp4']);
    } finally {
      rmSync(away, { recursive: true, force: true });
    }
  });
});
