/** A program's share of all the member's donations, in whole percent and never above 100. */
export function donationShare(amount: number, total: number): number {
  if (!(total > 0) || !(amount > 0)) return 0;
  return Math.min(100, Math.round((amount / total) * 100));
}
