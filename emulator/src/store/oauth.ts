import type { Store } from './database';

/** Who the user is at an OAuth provider (the emulated consent page, or another provider app), as a grant names them. */
export interface OAuthIdentity {
  subject: string;
  email: string;
  name: string;
  username: string;
}

/** An OAuth request between init and the app's authenticate call. */
export interface OAuthStateRow {
  state_code: string;
  provider: string;
  code_challenge: string;
  redirect_to: string;
  expires_at: number;
}

/**
 * What redeeming an authorization code comes to: `invalid` (unknown, used or expired), `mismatch` (another
 * state, or a PKCE challenge that is not the request's), or the identity the consent page granted.
 */
export type OAuthRedemption =
  | { kind: 'invalid' }
  | { kind: 'mismatch' }
  | { kind: 'redeemed'; provider: string; identity: OAuthIdentity };

export function oauthRepository(db: Store) {
  return {
    /**
     * Records an OAuth request under its state code, once: a state code already known (pending, consented or
     * redeemed and not yet forgotten) is never re-initialised, so nobody who saw it in a URL can swap in their
     * own PKCE challenge. One transaction; false when the state code is taken.
     */
    openState(state: OAuthStateRow): boolean {
      return db.transaction(() => {
        const taken =
          db.get('SELECT 1 AS x FROM oauth_states WHERE state_code = ?', [state.state_code]) ??
          db.get('SELECT 1 AS x FROM oauth_codes WHERE state_code = ?', [state.state_code]);
        if (taken) return false;
        db.exec(
          'INSERT INTO oauth_states (state_code, provider, code_challenge, redirect_to, expires_at) VALUES (?, ?, ?, ?, ?)',
          [state.state_code, state.provider, state.code_challenge, state.redirect_to, state.expires_at],
        );
        return true;
      });
    },

    /** The request under a state code, if it has not expired. */
    pendingState(stateCode: string, now: number): OAuthStateRow | undefined {
      const row = db.get<OAuthStateRow>('SELECT * FROM oauth_states WHERE state_code = ?', [stateCode]);
      return row && row.expires_at > now ? row : undefined;
    },

    /**
     * Records the authorization code the consent page hands back for a pending request, once per request: one
     * transaction; false when the request is unknown, expired or already granted a code.
     */
    grant(
      code: string,
      stateCode: string,
      identity: OAuthIdentity,
      { now, expiresAt }: { now: number; expiresAt: number },
    ): OAuthStateRow | undefined {
      return db.transaction(() => {
        const pending = db.get<OAuthStateRow>('SELECT * FROM oauth_states WHERE state_code = ?', [stateCode]);
        if (!pending || pending.expires_at <= now) return undefined;
        if (db.get('SELECT 1 AS x FROM oauth_codes WHERE state_code = ?', [stateCode])) return undefined;
        db.exec('INSERT INTO oauth_codes (code, state_code, provider, identity, expires_at) VALUES (?, ?, ?, ?, ?)', [
          code,
          stateCode,
          pending.provider,
          JSON.stringify(identity),
          expiresAt,
        ]);
        return pending;
      });
    },

    /**
     * Redeems an authorization code for its request's state and PKCE challenge (the S256 of the verifier): the
     * code is used up and the request closed, in one transaction. Nothing is consumed unless it is `redeemed`.
     */
    redeem(code: string, stateCode: string, codeChallenge: string, now: number): OAuthRedemption {
      return db.transaction((): OAuthRedemption => {
        const grant = db.get<{
          state_code: string;
          provider: string;
          identity: string;
          expires_at: number;
          used: number;
        }>('SELECT state_code, provider, identity, expires_at, used FROM oauth_codes WHERE code = ?', [code]);
        if (!grant || grant.used || grant.expires_at <= now) return { kind: 'invalid' };
        const pending = db.get<{ code_challenge: string }>(
          'SELECT code_challenge FROM oauth_states WHERE state_code = ?',
          [grant.state_code],
        );
        if (stateCode !== grant.state_code || !pending || pending.code_challenge !== codeChallenge) {
          return { kind: 'mismatch' };
        }
        db.exec('UPDATE oauth_codes SET used = 1 WHERE code = ?', [code]);
        db.exec('DELETE FROM oauth_states WHERE state_code = ?', [grant.state_code]);
        return { kind: 'redeemed', provider: grant.provider, identity: JSON.parse(grant.identity) as OAuthIdentity };
      });
    },
  };
}
