import { describe, expect, it } from 'vitest';
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
      const storage = new S3FileStorage(settings.s3);
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
      const storage = new S3FileStorage({
        endpoint: store.baseUrl,
        bucket: 'b-1',
        region: 'us-east-1',
        accessKeyId: 'a',
        secretAccessKey: 's',
        forcePathStyle: true,
        publicUrl: 'https://files.example.org',
      });
      await expect(storage.put('images/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
      expect(storage.urlFor('images/x.png')).toBe('https://files.example.org/images/x.png');
    } finally {
      await store.close();
    }
  });
});
