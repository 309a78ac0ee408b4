import type { ChangeSubscriber } from './change-feed.ts';

/** A logger that swallows the feed's warnings (tests provoke them on purpose). */
export const quietLog = { warn: () => {} };

/** Records what a cache would be told. */
export function recorder(): ChangeSubscriber & { payloads: string[]; resets: number } {
  return {
    payloads: [],
    resets: 0,
    notify(payload) {
      this.payloads.push(payload);
    },
    reset() {
      this.resets += 1;
    },
  };
}
