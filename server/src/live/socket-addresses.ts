/**
 * The open sockets of this process by client address: caps what one address may hold at once, counted from
 * the upgrade, before the socket signs in (a session's own cap only sees sockets that did).
 */
export class SocketAddresses {
  private readonly open = new Map<string, number>();

  constructor(private readonly maxPerAddress: number) {}

  /** Counts a socket from `address`; false, counting nothing, when the address already holds the most. */
  take(address: string): boolean {
    const held = this.open.get(address) ?? 0;
    if (held >= this.maxPerAddress) return false;
    this.open.set(address, held + 1);
    return true;
  }

  release(address: string): void {
    const held = this.open.get(address) ?? 0;
    if (held <= 1) this.open.delete(address);
    else this.open.set(address, held - 1);
  }
}
