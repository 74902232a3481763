import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startStandIn } from '../sms/stand-in-server';
import { S3FileStorage } from './s3-storage';
import { sha256Hex, signV4 } from './sigv4';

describe('SigV4', () => {
  it("matches AWS's documented GET Object example", () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
        service: 's3',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

const stagingDir = mkdtempSync(path.join(tmpdir(), 's3-staging-'));
afterAll(() => rmSync(stagingDir, { recursive: true, force: true }));

/** Path-style storage on a stand-in endpoint, with a public address of its own. */
const storageOn = (endpoint: string) =>
  new S3FileStorage(
    {
      endpoint,
      bucket: 'charity-files',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'SECRET',
      forcePathStyle: true,
      publicUrl: 'https://files.example.org',
    },
    stagingDir,
  );

describe('S3 storage', () => {
  it('PUTs the object path-style with a signed request and links to the public URL', async () => {
    const store = await startStandIn(() => ({ status: 200, body: '' }));
    try {
      const settings = loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: store.baseUrl,
        S3_BUCKET: 'charity-files',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'SECRET',
      }).storage;
      if (settings.driver !== 's3') throw new Error('expected s3');
      const storage = new S3FileStorage(settings.s3, stagingDir);
      const body = Buffer.from('fake image bytes');
      await storage.put('images/abc.png', body, 'image/png');
      const [request] = store.received;
      expect(request.method).toBe('PUT');
      expect(request.url).toBe('/charity-files/images/abc.png');
      expect(request.body.equals(body)).toBe(true);
      expect(request.headers['content-type']).toBe('image/png');
      expect(request.headers['x-amz-content-sha256']).toBe(sha256Hex(body));
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
      expect(storage.urlFor('images/abc.png')).toBe(`${store.baseUrl}/charity-files/images/abc.png`);
    } finally {
      await store.close();
    }
  });

  it('fails when the store refuses', async () => {
    const store = await startStandIn(() => ({ status: 403, body: '<Error/>' }));
    try {
      const storage = storageOn(store.baseUrl);
      await expect(storage.put('images/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
      const source = path.join(stagingDir, 'refused.upload');
      writeFileSync(source, 'x');
      await expect(storage.putFile('videos/x.mp4', source, 1, 'video/mp4')).rejects.toThrow(/403/);
      expect(storage.urlFor('images/x.png')).toBe('https://files.example.org/images/x.png');
    } finally {
      await store.close();
    }
  });

  it('streams a file from disk with its length and an unsigned payload', async () => {
    const store = await startStandIn(() => ({ status: 200, body: '' }));
    try {
      const storage = storageOn(store.baseUrl);
      // Larger than one read chunk (64 KiB), so the body arrives in several pieces.
      const body = Buffer.alloc(300 * 1024 + 7, 'v');
      const source = path.join(stagingDir, 'video.upload');
      writeFileSync(source, body);
      await storage.putFile('videos/abc.mp4', source, body.length, 'video/mp4');
      const [request] = store.received;
      expect(request.method).toBe('PUT');
      expect(request.url).toBe('/charity-files/videos/abc.mp4');
      expect(request.body.equals(body)).toBe(true);
      expect(request.headers['content-length']).toBe(String(body.length));
      expect(request.headers['transfer-encoding']).toBeUndefined();
      expect(request.headers['content-type']).toBe('video/mp4');
      expect(request.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
      // The signature is the one SigV4 gives for this request at the time it names.
      const at = String(request.headers['x-amz-date']).replace(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
        '$1-$2-$3T$4:$5:$6Z',
      );
      const expected = signV4(
        {
          method: 'PUT',
          url: new URL(`${store.baseUrl}${request.url}`),
          headers: { 'content-type': 'video/mp4' },
          payloadHash: 'UNSIGNED-PAYLOAD',
        },
        { accessKeyId: 'AKID', secretAccessKey: 'SECRET', region: 'us-east-1', service: 's3' },
        new Date(at),
      );
      expect(request.headers.authorization).toBe(expected.authorization);
    } finally {
      await store.close();
    }
  });
});
