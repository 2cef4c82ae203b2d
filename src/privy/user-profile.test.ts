import { describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../model';
import { userProfile } from './user-profile';

const meta = { firstVerifiedAt: null, latestVerifiedAt: null };
const email: LinkedAccount = { type: 'email', address: 'ada@example.com', ...meta };
/** Google gives a name and a picture (other fields left out, as the provider may). */
const google: LinkedAccount = {
  type: 'google_oauth',
  subject: 'g-1',
  name: 'Ada Lovelace',
  profilePictureUrl: 'https://photos.example/ada.png',
  ...meta,
};
const session = {
  displayName: 'ada@example.com',
  accounts: [{ type: 'email', method: 'email', label: 'ada@example.com', verifiedAt: null }],
};

describe('userProfile', () => {
  it("takes the name and picture a linked account gives, and the user's e-mail", () => {
    expect(userProfile(session, { email: { address: 'ada@example.com' }, linkedAccounts: [email, google] })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      avatarUrl: 'https://photos.example/ada.png',
    });
  });
  it("falls back on the session's short name when no account gives a name", () => {
    expect(userProfile(session, { email: { address: 'ada@example.com' }, linkedAccounts: [email] })).toEqual({
      name: 'ada@example.com',
      email: 'ada@example.com',
      avatarUrl: null,
    });
  });
  it('reads the e-mail from the session while the account is still being read', () => {
    expect(userProfile(session, null)).toEqual({ name: 'ada@example.com', email: 'ada@example.com', avatarUrl: null });
  });
  it('has no e-mail for a user without one (a phone, a wallet)', () => {
    const phone = {
      displayName: '+14155552671',
      accounts: [{ type: 'phone', method: 'sms', label: '+14155552671', verifiedAt: null }],
    };
    expect(userProfile(phone, { email: undefined, linkedAccounts: [] })).toEqual({
      name: '+14155552671',
      email: null,
      avatarUrl: null,
    });
  });
});
