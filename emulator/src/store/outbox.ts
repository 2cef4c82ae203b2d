import type { Store } from './database';

/** A message the emulator "sent": a one-time code by e-mail or SMS, listed in the inbox. */
export interface OutboxRow {
  channel: string;
  destination: string;
  code: string;
  sent_at: number;
}

export function outboxRepository(db: Store) {
  return {
    /** How many messages went to a destination on a channel after `since` (the send rate limit). */
    countSince(channel: string, destination: string, since: number): number {
      return (
        db.get<{ n: number }>(
          'SELECT COUNT(*) AS n FROM outbox WHERE channel = ? AND destination = ? AND sent_at > ?',
          [channel, destination, since],
        )?.n ?? 0
      );
    },

    /** The newest messages first. */
    newest(limit: number): OutboxRow[] {
      return db.all<OutboxRow>('SELECT channel, destination, code, sent_at FROM outbox ORDER BY id DESC LIMIT ?', [
        limit,
      ]);
    },

    /** The newest messages to one destination first. */
    newestTo(destination: string, limit: number): OutboxRow[] {
      return db.all<OutboxRow>(
        'SELECT channel, destination, code, sent_at FROM outbox WHERE destination = ? ORDER BY id DESC LIMIT ?',
        [destination, limit],
      );
    },
  };
}
