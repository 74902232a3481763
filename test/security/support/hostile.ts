import fc from 'fast-check';
import { type GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType } from 'graphql';

/** Strings nobody should be able to store: NUL bytes, megabyte-sized text, invisible-only text, markup. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    '\u200c\u200d\u200b\ufeff',
    '۰۹۱۲۳۴۵۶۷۸۹\u0000',
    '٠٩١٢٣٤٥٦٧٨٩\u0000',
    "'; DROP TABLE users; --\u0000",
    '<script>alert(1)</script>\u0000',
    '<img src=x onerror=alert(1)>\u0000',
    '../../etc/passwd\u0000',
    '\ud800',
    'x'.repeat(200_000),
    `${'ی'.repeat(100_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `${s}\u0000`),
  fc.string({ minLength: 70_000, maxLength: 70_000 }).map((s) => s || 'x'.repeat(70_000)),
);

/** Numbers at the edges: 0, negatives, beyond Int and SafeInt, fractions. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -2_147_483_648, 2 ** 31, 2 ** 53, 2 ** 63, -(2 ** 63), 0.5, -0.000_001, 1e308),
  fc.integer({ max: 0 }),
);

/** Anything but the right type. */
export const wrongType: fc.Arbitrary<unknown> = fc.constantFrom(
  null,
  [],
  {},
  true,
  '۱۲۳',
  '١٢٣',
  '1e400',
  'NaN',
);

/** Believable values by field name, so that one hostile field is what gets an input refused. */
function plausibleString(name: string): fc.Arbitrary<string> {
  if (/phone/i.test(name)) return fc.constantFrom('09121234567', '۰۹۱۲۱۲۳۴۵۶۷');
  if (/email/i.test(name)) return fc.constantFrom('someone@example.org');
  if (/password/i.test(name)) return fc.constantFrom('secret123', 'another-secret-9');
  if (/code/i.test(name)) return fc.constantFrom('123456', '۱۲۳۴۵۶');
  if (/url|link|image/i.test(name)) return fc.constantFrom('/images/a.png', 'https://example.org/a.png');
  return fc.constantFrom('علی رضایی', 'متن آزمایشی برای بررسی ورودی‌ها', 'Sara Ahmadi');
}

const plausibleNumber = fc.constantFrom(1, 2, 100_000, 1_000_000);

/** Leaves that no input should accept. */
export function isHostile(value: unknown): boolean {
  if (typeof value === 'string') {
    return (
      value.includes('\u0000') ||
      value.length >= 60_000 ||
      /^[\u200b-\u200d\ufeff]+$/.test(value) ||
      /[\ud800-\udbff](?![\udc00-\udfff])/.test(value)
    );
  }
  if (typeof value === 'number') return value <= 0 || !Number.isSafeInteger(value) || value >= 2 ** 31;
  if (Array.isArray(value)) return value.some(isHostile);
  if (value && typeof value === 'object') return Object.values(value).some(isHostile);
  return false;
}

/**
 * A value of the input type's shape: believable leaves mixed with hostile ones (a property skips draws with
 * no hostile leaf at all, see `isHostile`).
 */
export function hostileValue(type: GraphQLInputType, name = ''): fc.Arbitrary<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return fc.array(hostileValue(inner.ofType, name), { maxLength: 3 });
  if (isEnumType(inner)) return fc.constantFrom(...inner.getValues().map((v) => v.value));
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, hostileValue(f.type, f.name)])));
  }
  const mix = <T>(plausible: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 1, arbitrary: hostile });
  switch (inner.name) {
    case 'Int':
    case 'Float':
    case 'SafeInt':
      return mix(plausibleNumber, hostileNumber);
    case 'Boolean':
      return fc.boolean();
    case 'Upload':
      return fc.constant(null);
    default:
      return mix(plausibleString(name), hostileString);
  }
}

/** A REST body: the row's known keys with hostile values, sometimes the wrong type altogether. */
export function hostileBody(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const leaf = (k: string) =>
    fc.oneof(
      { weight: 3, arbitrary: plausibleString(k) },
      { weight: 1, arbitrary: plausibleNumber },
      { weight: 2, arbitrary: fc.oneof(hostileString, hostileNumber, wrongType) },
    );
  return fc.record(Object.fromEntries(keys.map((k) => [k, leaf(k)])));
}

/** An answer that leaks internals: stack frames or source paths. */
export function leaksInternals(body: string): boolean {
  return /\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/[\w/-]+\.ts|\.ts:\d+:\d+|stacktrace/i.test(body);
}
