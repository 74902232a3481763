import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('keeps only the changed fields, with both values', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      auditChanges(
        'user',
        { firstName: 'سارا', isActive: true, lastLoginAt: at, updatedAt: at },
        { firstName: 'سارا', isActive: false, lastLoginAt: at, updatedAt: new Date() },
      ),
    ).toEqual({ isActive: { before: true, after: false } });
  });

  it('records every field of a create or a delete on its one side', () => {
    expect(auditChanges('paymentMethod', null, { code: 'zp', sortOrder: 1 })).toEqual({
      code: { after: 'zp' },
      sortOrder: { after: 1 },
    });
    expect(auditChanges('paymentMethod', { code: 'zp' }, null)).toEqual({ code: { before: 'zp' } });
  });

  it('never lets a password hash or a provider secret in', () => {
    const changes = auditChanges(
      'paymentMethod',
      { passwordHash: 'old', config: { merchantId: 'a-b', bankName: 'ملی' } },
      { passwordHash: 'new', config: { merchantId: 'c-d', bankName: 'ملی' } },
    );
    // The secret changed, so the entry says so without saying what it was or became.
    expect(changes).toEqual({
      config: {
        before: { merchantId: '***', bankName: 'ملی' },
        after: { merchantId: '***', bankName: 'ملی' },
      },
    });
    expect(JSON.stringify(changes)).not.toMatch(/a-b|c-d|old|new/);
  });

  it('masks every provider setting but those each payer sees on the payment page', () => {
    const changes = auditChanges(
      'paymentMethod',
      { config: { apiSecret: 'sk-old', cardNumber: '6037991234567890', callbackKey: 'cb-1' } },
      {
        config: {
          apiSecret: 'sk-new',
          cardNumber: '6037990000000000',
          accountName: 'خیریه',
          callbackKey: 'cb-2',
          sandbox: 'true',
        },
      },
    );
    expect(changes).toEqual({
      config: {
        before: { apiSecret: '***', cardNumber: '6037991234567890', callbackKey: '***' },
        after: {
          apiSecret: '***',
          cardNumber: '6037990000000000',
          accountName: 'خیریه',
          callbackKey: '***',
          sandbox: '***',
        },
      },
    });
    expect(JSON.stringify(changes)).not.toMatch(/sk-|cb-/);
  });

  it('still records that only a hidden provider setting changed', () => {
    expect(
      auditChanges('paymentMethod', { config: { apiSecret: 'a' } }, { config: { apiSecret: 'b' } }),
    ).toEqual({
      config: { before: { apiSecret: '***' }, after: { apiSecret: '***' } },
    });
  });

  it('logs another object’s field called config as it is; only a payment method’s is provider settings', () => {
    expect(
      auditChanges(
        'pageLayout',
        { config: { columns: 2, theme: 'روشن' } },
        { config: { columns: 3, theme: 'روشن' } },
      ),
    ).toEqual({
      config: { before: { columns: 2, theme: 'روشن' }, after: { columns: 3, theme: 'روشن' } },
    });
  });
});
