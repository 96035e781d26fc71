// The demo company's dice: a small seeded generator (mulberry32), so that every build of the demo company makes the
// same people, devices and serial numbers in the same order.

export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A serial number as a manufacturer prints it: `prefix` and `length` characters of A–Z and 0–9. */
  serial(prefix: string, length = 10): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    let serial = prefix;
    for (let index = 0; index < length; index += 1) serial += alphabet[Math.floor(this.next() * alphabet.length)];
    return serial;
  }
}
