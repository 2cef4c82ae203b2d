import { describe, expect, it } from 'vitest';
import type { LinkedAccount } from '../../model';
import { profileFromAccounts } from './profile';

const meta = { firstVerifiedAt: null, latestVerifiedAt: null };
const email: LinkedAccount = { type: 'email', address: 'ada@example.com', ...meta };
const github = (extra: Partial<{ name: string | null; profilePictureUrl: string | null }> = {}): LinkedAccount => ({
  type: 'github_oauth',
  subject: '1',
  username: 'ada',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  profilePictureUrl: 'https://avatars.example/ada.png',
  ...extra,
  ...meta,
});
const telegram: LinkedAccount = {
  type: 'telegram',
  telegramUserId: '42',
  firstName: 'Ada',
  lastName: 'King',
  username: 'ada',
  photoUrl: 'https://t.example/ada.jpg',
  ...meta,
};

describe('profileFromAccounts', () => {
  it('has no name from e-mail, phone or wallets alone', () => {
    expect(profileFromAccounts([email])).toEqual({ name: null, nameFrom: null, avatarUrl: null });
  });

  it('takes the first name and picture an OAuth account gives, and says where the name came from', () => {
    expect(profileFromAccounts([email, github(), telegram])).toEqual({
      name: 'Ada Lovelace',
      nameFrom: 'github_oauth',
      avatarUrl: 'https://avatars.example/ada.png',
    });
  });

  it('takes the name and the picture from different accounts when the first lacks one', () => {
    expect(profileFromAccounts([github({ profilePictureUrl: null }), telegram])).toEqual({
      name: 'Ada Lovelace',
      nameFrom: 'github_oauth',
      avatarUrl: 'https://t.example/ada.jpg',
    });
    expect(profileFromAccounts([github({ name: '  ' }), telegram]).name).toBe('Ada King');
  });

  it('reads Farcaster display names and pictures', () => {
    const farcaster: LinkedAccount = {
      type: 'farcaster',
      fid: 7,
      ownerAddress: '0x1',
      username: 'ada',
      displayName: 'Ada L.',
      bio: null,
      pfp: 'https://fc.example/pfp.png',
      url: null,
      signerPublicKey: null,
      ...meta,
    };
    expect(profileFromAccounts([farcaster])).toEqual({
      name: 'Ada L.',
      nameFrom: 'farcaster',
      avatarUrl: 'https://fc.example/pfp.png',
    });
  });

  it('shows no picture that is not served over https', () => {
    expect(profileFromAccounts([github({ profilePictureUrl: 'http://x.example/a.png' })]).avatarUrl).toBeNull();
    expect(profileFromAccounts([github({ profilePictureUrl: 'javascript:alert(1)' })]).avatarUrl).toBeNull();
    expect(profileFromAccounts([github({ profilePictureUrl: 'not a url' })]).avatarUrl).toBeNull();
    expect(profileFromAccounts([github({ profilePictureUrl: 'data:text/html,<b>' })]).avatarUrl).toBeNull();
    expect(profileFromAccounts([github({ profilePictureUrl: 'data:image/png;base64,AA==' })]).avatarUrl).toBe(
      'data:image/png;base64,AA==',
    );
  });
});
