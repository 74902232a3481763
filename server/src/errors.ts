/**
 * Domain errors and the one table that turns their codes into GraphQL codes and HTTP statuses.
 * Services throw DomainError; the GraphQL door and the REST door both read this table.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'VALIDATION'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export type FieldErrors = Record<string, string>;

interface ErrorKind {
  graphqlCode: string;
  httpStatus: number;
  defaultMessage: string;
}

export const ERROR_KINDS: Record<ErrorCode, ErrorKind> = {
  UNAUTHENTICATED: {
    graphqlCode: 'UNAUTHENTICATED',
    httpStatus: 401,
    defaultMessage: 'لطفاً وارد حساب کاربری خود شوید',
  },
  FORBIDDEN: { graphqlCode: 'FORBIDDEN', httpStatus: 403, defaultMessage: 'شما به این بخش دسترسی ندارید' },
  VALIDATION: {
    graphqlCode: 'BAD_USER_INPUT',
    httpStatus: 400,
    defaultMessage: 'اطلاعات وارد شده نامعتبر است',
  },
  NOT_FOUND: { graphqlCode: 'NOT_FOUND', httpStatus: 404, defaultMessage: 'مورد درخواستی یافت نشد' },
  CONFLICT: {
    graphqlCode: 'CONFLICT',
    httpStatus: 409,
    defaultMessage: 'این درخواست با وضعیت فعلی سازگار نیست',
  },
  RATE_LIMITED: {
    graphqlCode: 'RATE_LIMITED',
    httpStatus: 429,
    defaultMessage: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفاً کمی بعد دوباره تلاش کنید',
  },
  PAYLOAD_TOO_LARGE: {
    graphqlCode: 'PAYLOAD_TOO_LARGE',
    httpStatus: 413,
    defaultMessage: 'حجم فایل بیش از حد مجاز است',
  },
  UNAVAILABLE: {
    graphqlCode: 'UNAVAILABLE',
    httpStatus: 503,
    defaultMessage: 'سرویس موقتاً در دسترس نیست. لطفاً بعداً تلاش کنید',
  },
  INTERNAL: {
    graphqlCode: 'INTERNAL_SERVER_ERROR',
    httpStatus: 500,
    defaultMessage: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید',
  },
};

const BY_GRAPHQL_CODE = new Map<string, ErrorCode>(
  Object.entries(ERROR_KINDS).map(([code, kind]) => [kind.graphqlCode, code as ErrorCode]),
);

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_KINDS[code].defaultMessage,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A refusal worth trying again later: over HTTP it carries a `Retry-After` header with its seconds. */
export class RetryLaterError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
    this.name = 'RetryLaterError';
  }
}

export const notFound = (message?: string) => new DomainError('NOT_FOUND', message);
export const invalid = (fieldErrors: FieldErrors, message?: string) =>
  new DomainError('VALIDATION', message ?? Object.values(fieldErrors)[0], fieldErrors);

/**
 * The domain code behind a GraphQL `extensions.code`. Codes of our own table map back; other codes
 * (graphql-js and Apollo request errors such as GRAPHQL_VALIDATION_FAILED or BAD_REQUEST) are the
 * caller's bad input; no code at all is an internal error.
 */
export function codeFromGraphqlCode(graphqlCode: unknown): ErrorCode {
  if (typeof graphqlCode !== 'string') return 'INTERNAL';
  return BY_GRAPHQL_CODE.get(graphqlCode) ?? 'VALIDATION';
}
