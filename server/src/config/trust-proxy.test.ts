import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './settings';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    // Once "trust every hop" (any client could then choose its own address); now the one proxy in front.
    ['true', 1],
    ['10.0.0.1', ['10.0.0.1']],
    [
      '10.0.0.1, 10.1.0.0/16,::1,fd00::/8, loopback',
      ['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('reads %s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['maybe', '21', '10.0.0.1/33', '10.0.0', 'proxy.example.org', '::1/129', '10.0.0.1/8/1'])(
    'refuses %s with a message naming the setting',
    (value) => {
      const read = () => loadConfig({ TRUST_PROXY: value });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow(/^Invalid setting TRUST_PROXY:/);
    },
  );
});
