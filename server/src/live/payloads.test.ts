import { describe, expect, it } from 'vitest';
import { readPayload } from './payloads';

describe('live bus payloads', () => {
  it('reads the shapes it publishes', () => {
    expect(readPayload('notifications', '{"userId":3,"notificationId":9}')).toEqual({
      userId: 3,
      notificationId: 9,
    });
    expect(readPayload('sessions', '{"userId":3}')).toEqual({ userId: 3 });
    expect(readPayload('tus_release', '{"id":"abc"}')).toEqual({ id: 'abc' });
  });

  it('drops anything else someone with database access could NOTIFY', () => {
    for (const text of [
      '',
      'null',
      '[]',
      '{"userId":"3"}',
      '{"userId":-1}',
      '{"userId":1.5}',
      '{"userId":1e300}',
    ]) {
      expect(readPayload('notifications', text)).toBeNull();
    }
    expect(readPayload('notifications', '{"userId":1,"notificationId":"x"}')).toBeNull();
    expect(readPayload('tus_release', JSON.stringify({ id: 'x'.repeat(500) }))).toBeNull();
  });
});
