import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it, type SignedIn } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const create = (app: TestApp, asAdmin: SignedIn, body: Record<string, unknown>) =>
  app.rest('POST', '/api/admin/payment-methods', body, asAdmin.headers);

describe('payment method management (admin)', () => {
  it('is for admins only', async ({ app }) => {
    expect((await app.rest('GET', '/api/admin/payment-methods')).statusCode).toBe(401);
    await insertUser(app, '09120000042', { userType: 'STAFF' });
    const staff = bearer(await tokenFor(app, '09120000042'));
    expect(
      (await app.rest('POST', '/api/admin/payment-methods', { displayNameFa: 'x' }, staff)).statusCode,
    ).toBe(403);
  });

  it('creates with defaults, derives a free code from the English name, and keeps configJson as text', async ({
    app,
    asAdmin,
  }) => {
    const first = await create(app, asAdmin, {
      displayNameFa: 'کارت به کارت',
      displayNameEn: 'Card to Card',
      provider: 'CARD_TO_CARD',
      configJson: '{"cardNumber":"6037-9975-1234-5670","accountName":"انجمن"}',
      sortOrder: '۲',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: 'روش پرداخت با موفقیت ایجاد شد',
      data: { code: 'card_to_card', usageScope: 'BOTH', isActive: true, sortOrder: 2 },
    });
    expect(JSON.parse(first.json().data.configJson)).toEqual({
      cardNumber: '6037997512345670',
      accountName: 'انجمن',
    });
    const second = await create(app, asAdmin, {
      displayNameFa: 'کارت دوم',
      displayNameEn: 'Card to card',
      provider: 'CARD_TO_CARD',
    });
    expect(second.json().data.code).toBe('card_to_card_2');
    const zarinpal = await create(app, asAdmin, {
      displayNameFa: 'زرین‌پال',
      code: 'zp',
      configJson: { merchantId: '3f5c2d1e-8a9b-4c7d-9e0f-112233445566' },
    });
    expect(zarinpal.json().data).toMatchObject({ code: 'zp', provider: 'ZARINPAL' });
    const duplicate = await create(app, asAdmin, { displayNameFa: 'تکراری', code: 'zp' });
    expect(duplicate.statusCode).toBe(409);
  });

  it('validates with the shared schema and the provider settings', async ({ app, asAdmin }) => {
    const missing = await create(app, asAdmin, { displayNameEn: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.displayNameFa).toBe('نام فارسی روش پرداخت الزامی است');
    const badJson = await create(app, asAdmin, { displayNameFa: 'الف', configJson: '{oops' });
    expect(badJson.json().errors.configJson).toBe('تنظیمات درگاه باید JSON معتبر باشد');
    const badIban = await create(app, asAdmin, {
      displayNameFa: 'الف',
      provider: 'BANK_TRANSFER',
      configJson: '{"iban":"123"}',
    });
    expect(badIban.json().errors.configJson).toBe('شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد');
    const badCode = await create(app, asAdmin, { displayNameFa: 'الف', code: 'Bad Code' });
    expect(badCode.statusCode).toBe(400);
  });

  it('updates every field but the code, toggles, deletes; the public list follows', async ({
    app,
    asAdmin,
  }) => {
    const created = (
      await create(app, asAdmin, { displayNameFa: 'بانک', provider: 'BANK_TRANSFER', usageScope: 'PROGRAM' })
    ).json().data;
    const updated = await app.rest(
      'PUT',
      `/api/admin/payment-methods/${created.id}`,
      {
        code: 'changed',
        displayNameFa: 'واریز بانکی',
        provider: 'BANK_TRANSFER',
        usageScope: 'COURSE',
        sortOrder: 9,
        configJson: '{"iban":"IR050170000000123456789012"}',
      },
      asAdmin.headers,
    );
    expect(updated.json()).toMatchObject({
      message: 'روش پرداخت با موفقیت به‌روزرسانی شد',
      data: { code: created.code, displayNameFa: 'واریز بانکی', usageScope: 'COURSE', sortOrder: 9 },
    });
    const courses = async () =>
      (await app.rest('GET', '/api/public/payment-methods/courses/active'))
        .json()
        .data.map((m: { id: number }) => m.id);
    expect(await courses()).toContain(created.id);
    const off = await app.rest(
      'PUT',
      `/api/admin/payment-methods/${created.id}/toggle`,
      undefined,
      asAdmin.headers,
    );
    expect(off.json()).toMatchObject({ message: 'روش پرداخت غیرفعال شد', data: { isActive: false } });
    expect(await courses()).not.toContain(created.id);
    const on = await app.rest(
      'PUT',
      `/api/admin/payment-methods/${created.id}/toggle`,
      undefined,
      asAdmin.headers,
    );
    expect(on.json().data.isActive).toBe(true);
    const removed = await app.rest(
      'DELETE',
      `/api/admin/payment-methods/${created.id}`,
      undefined,
      asAdmin.headers,
    );
    expect(removed.json()).toEqual({ success: true, message: 'روش پرداخت با موفقیت حذف شد', data: null });
    for (const [method, path] of [
      ['DELETE', ''],
      ['PUT', '/toggle'],
    ]) {
      const gone = await app.rest(
        method,
        `/api/admin/payment-methods/${created.id}${path}`,
        undefined,
        asAdmin.headers,
      );
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('روش پرداخت مورد نظر یافت نشد');
    }
    const list = (await app.rest('GET', '/api/admin/payment-methods', undefined, asAdmin.headers)).json()
      .data;
    expect(list.map((m: { code: string }) => m.code)).toEqual(['card_to_card_2', 'zp', 'card_to_card']);
  });
});

describe('the provider settings as a GraphQL type', () => {
  const save = graphql(`mutation PaymentMethodAdminSave($input: PaymentMethodInput!) {
    createPaymentMethod(input: $input) { code config { merchantId cardNumber accountName iban bankName } }
  }`);

  it('takes and answers the settings as an object, checked by the same rules as configJson', async ({
    app,
    asAdmin,
  }) => {
    const config = { iban: 'IR232960000000000100317201', accountName: 'انجمن', bankName: 'ملی' };
    const answer = await app.gql(
      save,
      {
        input: {
          displayNameFa: 'واریز بانکی',
          displayNameEn: 'Bank typed',
          provider: 'BANK_TRANSFER',
          config,
        },
      },
      asAdmin.headers,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createPaymentMethod.config).toEqual({
      merchantId: null,
      cardNumber: null,
      accountName: 'انجمن',
      iban: 'IR232960000000000100317201',
      bankName: 'ملی',
    });
    const refused = await app.gql(
      save,
      { input: { displayNameFa: 'کارت', provider: 'CARD_TO_CARD', config: { cardNumber: '123' } } },
      asAdmin.headers,
    );
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({
      configJson: 'شماره کارت باید ۱۶ رقم باشد',
      'config.cardNumber': 'شماره کارت باید ۱۶ رقم باشد',
    });
  });

  it('audits each write with the changed fields, the merchant id masked', async ({ app, asAdmin }) => {
    const created = await create(app, asAdmin, {
      displayNameFa: 'زرین‌پال دوم',
      code: 'zp_audit',
      configJson: { merchantId: '3f5c2d1e-8a9b-4c7d-9e0f-112233445566' },
    });
    const id = created.json().data.id;
    await app.rest('PUT', `/api/admin/payment-methods/${id}/toggle`, undefined, asAdmin.headers);
    await app.rest('DELETE', `/api/admin/payment-methods/${id}`, undefined, asAdmin.headers);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)));
    expect(entries.map((e) => e.action)).toEqual(['create', 'status', 'delete']);
    expect(entries[1].changes).toEqual({ isActive: { before: true, after: false } });
    expect(JSON.stringify(entries)).not.toContain('3f5c2d1e');
  });

  it('hides every provider setting in the log but those the payer sees, through both doors', async ({
    app,
    asAdmin,
  }) => {
    const created = await create(app, asAdmin, {
      displayNameFa: 'کارت با کلید',
      code: 'card_secret',
      provider: 'CARD_TO_CARD',
      configJson: '{"cardNumber":"6037997512345670","apiSecret":"sk-live-first"}',
    });
    const id: number = created.json().data.id;
    const updated = await app.gql(
      graphql(
        `mutation PaymentMethodAdminUpdate($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { id } }`,
      ),
      {
        id,
        input: {
          displayNameFa: 'کارت با کلید',
          provider: 'CARD_TO_CARD',
          configJson: '{"cardNumber":"6037997512345670","apiSecret":"sk-live-second"}',
        },
      },
      asAdmin.headers,
    );
    expect(updated.errors).toBeUndefined();
    const rest = await app.rest(
      'GET',
      '/api/admin/audit?objectType=paymentMethod&size=50',
      undefined,
      asAdmin.headers,
    );
    const gql = await app.gql(
      graphql(
        `query PaymentMethodAdminAudit { auditLog(objectType: "paymentMethod", size: 50) { content { objectId changes { field before after } } } }`,
      ),
      {},
      asAdmin.headers,
    );
    const logged = JSON.stringify([rest.json(), gql.data]);
    expect(logged).toContain('6037997512345670');
    expect(logged).toContain('apiSecret');
    expect(logged).not.toContain('sk-live');
  });
});
