import type { Viewer } from '../graphql/viewer';

/** What the registry needs of an open socket. */
export interface LiveSocket {
  close(code: number, reason: string): void;
}

interface Entry {
  viewer: Viewer;
  authorization: string;
}

/**
 * The open sockets of this process by session and by member: caps the sockets one session may hold and finds
 * a member's sockets when their sessions change, so each can check its token again.
 */
export class SocketSessions {
  private readonly sockets = new Map<LiveSocket, Entry>();

  constructor(private readonly maxPerSession: number) {}

  /** Registers the socket; false when its session already has the most it may hold. */
  add(socket: LiveSocket, viewer: Viewer, authorization: string): boolean {
    let count = 0;
    for (const entry of this.sockets.values()) if (entry.viewer.sessionId === viewer.sessionId) count++;
    if (count >= this.maxPerSession) return false;
    this.sockets.set(socket, { viewer, authorization });
    return true;
  }

  remove(socket: LiveSocket): void {
    this.sockets.delete(socket);
  }

  /** The sockets of the member (or of everyone, for the periodic check) with the token each opened with. */
  of(userId?: number): Array<{ socket: LiveSocket; authorization: string }> {
    return [...this.sockets]
      .filter(([, entry]) => userId === undefined || entry.viewer.userId === userId)
      .map(([socket, entry]) => ({ socket, authorization: entry.authorization }));
  }

  get size(): number {
    return this.sockets.size;
  }
}
