import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@common/date';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Viewer } from '../../graphql/viewer';
import { publish } from '../../live/channels';
import type { TokenService } from './tokens';

export interface SessionOrigin {
  ip: string;
  userAgent: string | undefined;
}

/** Server-side sessions: a token works only while its session row is live and its user active. */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly ttlDays: number,
  ) {}

  /** Opens a session for the user and answers its signed token. */
  async open(userId: number, origin: SessionOrigin): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlDays * DAY_MS);
    await this.db.insert(sessions).values({
      id,
      userId,
      expiresAt,
      ipAddress: origin.ip,
      userAgent: origin.userAgent?.slice(0, 500),
      lastSeenAt: new Date(),
    });
    const [user] = await this.db
      .update(users)
      .set({ lastLoginAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ userType: users.userType });
    return this.tokens.sign({ userId, sessionId: id, role: user?.userType ?? '' }, expiresAt);
  }

  /** Whether the user has ever opened a session from this client address. */
  async hasSignedInFrom(userId: number, ip: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.ipAddress, ip)))
      .limit(1);
    return row !== undefined;
  }

  async revoke(sessionId: string): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    if (ended[0]) await publish(this.db, 'sessions', { userId: ended[0].userId });
  }

  /** Revokes every live session of the user, except `keep` (the one making the request) when given. */
  async revokeAll(userId: number, keep?: string, db: Db = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      );
    // Open sockets of the user check their token again once this commits (live/socket-sessions.ts).
    await publish(db, 'sessions', { userId });
  }

  /** The context's viewer resolver: bearer JWT → live session → active, undeleted user of the token's type. */
  resolveViewer = async (authorization: string | undefined): Promise<Viewer | null> => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return null;
    const claims = await this.tokens.verify(match[1]);
    if (!claims) return null;
    const [row] = await this.db
      .select({ userId: users.id, userType: users.userType })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      );
    // A token issued for another account type (an admin changed it since) is dead: sign in again.
    if (!row || row.userType !== claims.role) return null;
    return { userId: row.userId, sessionId: claims.sessionId, userType: row.userType };
  };
}
