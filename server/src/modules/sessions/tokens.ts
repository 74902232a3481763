import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  sessionId: string;
  /** The account type when the token was issued: a token dies when an admin changes it. */
  role: string;
}

const ISSUER = 'charity-edu';

/** Signed JWTs (HS256) that name a server-side session; the session row decides whether they still work. */
export class TokenService {
  private key: Uint8Array | undefined;

  /** The secret is read lazily: building the schema alone never touches DATA_DIR. */
  constructor(private readonly secret: () => string) {}

  private signingKey(): Uint8Array {
    this.key ??= new TextEncoder().encode(this.secret());
    return this.key;
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.signingKey());
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.signingKey(), {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
      if (typeof payload.role !== 'string') return null;
      return { userId, sessionId: payload.sid, role: payload.role };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
