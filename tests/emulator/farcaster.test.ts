import {
  AuthenticatedUser,
  FarcasterConnectInitResponse,
  FarcasterConnectStatusCompletedResponse,
  FarcasterConnectStatusPendingResponse,
  User,
} from '@privy-io/public-api';
import { describe, expect, it } from 'vitest';
import { APP, type Emulated, emulator } from './helpers';

describe("Farcaster (the provider modal's relay flow, the emulator as the Farcaster app)", () => {
  async function openChannel(e: Emulated) {
    const init = await e.post('/api/v1/farcaster/init', {}, { origin: 'http://localhost:5173' });
    expect(init.status).toBe(200);
    const channel = (await init.json()) as { channel_token: string; connect_uri: string };
    expect(FarcasterConnectInitResponse.safeParse(channel).success).toBe(true);
    const status = async () => {
      const res = await e.app.request('/api/v1/farcaster/status', {
        headers: { ...APP, 'farcaster-channel-token': channel.channel_token },
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const approve = (username: string, decision = 'approve') =>
      e.app.request('/_emulator/farcaster/connect', {
        method: 'POST',
        body: new URLSearchParams({ channel: channel.channel_token, username, decision }),
      });
    return { channel, status, approve };
  }

  it('pending until approved, then a custody-signed SIWF message that signs in once; replays and forgeries fail', async () => {
    const e = await emulator({ loginMethods: ['email', 'farcaster'] });
    const { channel, status, approve } = await openChannel(e);
    const pending = await status();
    expect(FarcasterConnectStatusPendingResponse.safeParse(pending.body).success).toBe(true);
    expect(pending.body.state).toBe('pending');
    expect(new URL(channel.connect_uri).pathname).toBe('/_emulator/farcaster/connect');
    expect((await e.inbox()).farcaster).toHaveLength(1);

    expect((await approve('ada')).status).toBe(200);
    const done = await status();
    const parsed = FarcasterConnectStatusCompletedResponse.safeParse(done.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const { message, signature, fid } = done.body as { message: string; signature: string; fid: number };
    expect(message).toContain('localhost:5173 wants you to sign in with your Ethereum account');
    expect(message).toContain(`farcaster://fid/${fid}`);

    const forged = await e.post('/api/v1/farcaster/authenticate', {
      channel_token: channel.channel_token,
      message: message.replace('Farcaster Auth', 'Farcaster Auth!'),
      signature,
      fid,
      mode: 'login-or-sign-up',
    });
    expect(forged.status).toBe(401);

    const body = { channel_token: channel.channel_token, message, signature, fid, mode: 'login-or-sign-up' };
    const res = await e.post('/api/v1/farcaster/authenticate', body);
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { linked_accounts: Record<string, unknown>[] } };
    const valid = AuthenticatedUser.safeParse(session);
    expect(valid.success, JSON.stringify(valid.error?.issues[0])).toBe(true);
    expect(session.user.linked_accounts[0]).toMatchObject({ type: 'farcaster', fid, username: 'ada' });
    expect((await e.post('/api/v1/farcaster/authenticate', body)).status).toBe(401);

    // The same Farcaster account signs the same user in again through a new channel.
    const again = await openChannel(e);
    await again.approve('ada');
    const second = (await again.status()).body as { message: string; signature: string; fid: number };
    const back = await e.post('/api/v1/farcaster/authenticate', {
      channel_token: again.channel.channel_token,
      message: second.message,
      signature: second.signature,
      fid: second.fid,
      mode: 'login-or-sign-up',
    });
    expect(((await back.json()) as { is_new_user: boolean }).is_new_user).toBe(false);
  });

  it('declining ends the channel; the method must be enabled; links and unlinks', async () => {
    const disabled = await emulator();
    expect((await disabled.post('/api/v1/farcaster/init', {})).status).toBe(403);

    const e = await emulator({ loginMethods: ['email', 'farcaster'] });
    const declined = await openChannel(e);
    await declined.approve('ada', 'decline');
    expect((await declined.status()).status).toBe(401);

    const ada = await e.login('farcaster-link@example.com');
    const auth = { authorization: `Bearer ${ada.token}` };
    const { channel, status, approve } = await openChannel(e);
    await approve('grace');
    const { message, signature, fid } = (await status()).body as { message: string; signature: string; fid: number };
    const linked = await e.post(
      '/api/v1/farcaster/link',
      { channel_token: channel.channel_token, message, signature, fid },
      auth,
    );
    expect(linked.status).toBe(200);
    const user = (await linked.json()) as { linked_accounts: { type: string }[] };
    expect(User.safeParse(user).success).toBe(true);
    expect(user.linked_accounts.map((a) => a.type).sort()).toEqual(['email', 'farcaster']);
    const unlinked = await e.post('/api/v1/farcaster/unlink', { fid }, auth);
    expect(((await unlinked.json()) as typeof user).linked_accounts.map((a) => a.type)).toEqual(['email']);
  });
});
