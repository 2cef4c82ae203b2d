import type { Store } from './database';

/** A registered WebAuthn credential: its public key (base64url) and signature counter. */
export interface PasskeyRow {
  credential_id: string;
  user_id: string;
  public_key: string;
  counter: number;
}

export function passkeysRepository(db: Store) {
  return {
    save(userId: string, passkey: { id: string; publicKey: string; counter: number }): void {
      db.run('INSERT OR REPLACE INTO passkeys (credential_id, user_id, public_key, counter) VALUES (?, ?, ?, ?)', [
        passkey.id,
        userId,
        passkey.publicKey,
        passkey.counter,
      ]);
    },

    find(credentialId: string): PasskeyRow | undefined {
      return db.get<PasskeyRow>(
        'SELECT credential_id, user_id, public_key, counter FROM passkeys WHERE credential_id = ?',
        [credentialId],
      );
    },

    /** The credential ids a user has registered. */
    idsOf(userId: string): string[] {
      return db
        .all<{ credential_id: string }>('SELECT credential_id FROM passkeys WHERE user_id = ?', [userId])
        .map((p) => p.credential_id);
    },

    setCounter(credentialId: string, counter: number): void {
      db.run('UPDATE passkeys SET counter = ? WHERE credential_id = ?', [counter, credentialId]);
    },
  };
}
