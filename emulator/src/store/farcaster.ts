import type { Hex } from 'viem';
import type { Store } from './database';

/** A local Farcaster account: its fid, username and the custody key the emulated Farcaster app signs with. */
export interface FarcasterProfile {
  fid: number;
  username: string;
  custodyKey: Hex;
}

/** A Farcaster relay channel: opened by the app, completed when the (emulated) Farcaster app signs in. */
export interface ChannelRow {
  token: string;
  nonce: string;
  domain: string;
  uri: string;
  expires_at: number;
  fid: number | null;
  message: string | null;
  signature: string | null;
}

/** The first fid handed out is one above this. */
const FIRST_FID = 10_000;

export function farcasterRepository(db: Store) {
  const profile = (fid: number): FarcasterProfile | undefined => {
    const row = db.get<{ fid: number; username: string; custody_key: string }>(
      'SELECT fid, username, custody_key FROM farcaster_profiles WHERE fid = ?',
      [fid],
    );
    return row ? { fid: row.fid, username: row.username, custodyKey: row.custody_key as `0x${string}` } : undefined;
  };

  return {
    openChannel(channel: { token: string; nonce: string; domain: string; uri: string; expiresAt: number }): void {
      db.run('INSERT INTO farcaster_channels (token, nonce, domain, uri, expires_at) VALUES (?, ?, ?, ?, ?)', [
        channel.token,
        channel.nonce,
        channel.domain,
        channel.uri,
        channel.expiresAt,
      ]);
    },

    /** A channel that has not expired. */
    channel(token: string, now: number): ChannelRow | undefined {
      const row = db.get<ChannelRow>('SELECT * FROM farcaster_channels WHERE token = ?', [token]);
      return row && row.expires_at > now ? row : undefined;
    },

    /** The channels still waiting for the Farcaster app, oldest first (the inbox). */
    waiting(now: number): { token: string; domain: string }[] {
      return db.all<{ token: string; domain: string }>(
        'SELECT token, domain FROM farcaster_channels WHERE fid IS NULL AND expires_at > ? ORDER BY expires_at',
        [now],
      );
    },

    /** The Farcaster app approved: the channel carries the signed message. */
    complete(token: string, fid: number, message: string, signature: string): void {
      db.run('UPDATE farcaster_channels SET fid = ?, message = ?, signature = ? WHERE token = ?', [
        fid,
        message,
        signature,
        token,
      ]);
    },

    /** The Farcaster app declined: the channel ends. */
    close(token: string): void {
      db.run('DELETE FROM farcaster_channels WHERE token = ?', [token]);
    },

    /** Uses up a live channel (its sign-in was verified): one transaction; false when it is gone or expired. */
    take(token: string, now: number): boolean {
      return db.transaction(() => {
        const row = db.get<{ expires_at: number }>('SELECT expires_at FROM farcaster_channels WHERE token = ?', [
          token,
        ]);
        if (!row || row.expires_at <= now) return false;
        db.exec('DELETE FROM farcaster_channels WHERE token = ?', [token]);
        return true;
      });
    },

    profile,

    /** The profile with this username, created with the next fid and a new custody key when there is none. */
    profileNamed(username: string, newCustodyKey: () => string): FarcasterProfile {
      const fid = db.transaction(() => {
        const existing = db.get<{ fid: number }>('SELECT fid FROM farcaster_profiles WHERE username = ?', [username]);
        if (existing) return existing.fid;
        const next = (db.get<{ n: number | null }>('SELECT MAX(fid) AS n FROM farcaster_profiles')?.n ?? FIRST_FID) + 1;
        db.exec('INSERT INTO farcaster_profiles (fid, username, custody_key) VALUES (?, ?, ?)', [
          next,
          username,
          newCustodyKey(),
        ]);
        return next;
      });
      const found = profile(fid);
      if (!found) throw new Error(`Farcaster profile ${fid} vanished`);
      return found;
    },
  };
}
