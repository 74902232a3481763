import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { allowedOrigin, readAllowedOrigins } from './origins';
import { ConfigError } from './settings';

describe('ALLOWED_ORIGINS', () => {
  it('PUBLIC_URL first, its loopback twin outside production, then the listed origins', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4000' }).allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ]);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://127.0.0.1:5000/',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443/',
      }).allowedOrigins,
    ).toEqual([
      'http://127.0.0.1:5000',
      'http://localhost:5000',
      'https://a.example',
      'https://b.example:8443',
    ]);
    // Production: no loopback twin.
    expect(readAllowedOrigins({}, 'http://localhost:4000', true)).toEqual(['http://localhost:4000']);
  });

  it('refuses anything that is not exactly an http(s) origin, naming the setting', () => {
    for (const bad of [
      'charity.example',
      'ftp://x.example',
      'https://x.example/path',
      'https://u@x.example',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS: bad })).toThrow(/ALLOWED_ORIGINS/);
    }
  });

  it('allowedOrigin answers only an exact allowed origin', () => {
    const allowed = ['http://localhost:4000', 'http://127.0.0.1:4000'];
    expect(allowedOrigin(allowed, 'http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(allowedOrigin(allowed, 'HTTP://LOCALHOST:4000')).toBe('http://localhost:4000');
    for (const other of [
      undefined,
      null,
      '',
      'null',
      'http://127.0.0.1:4001',
      'http://127.0.0.1:4000.evil.example',
    ]) {
      expect(allowedOrigin(allowed, other)).toBeNull();
    }
  });
});
