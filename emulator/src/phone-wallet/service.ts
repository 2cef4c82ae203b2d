import { randomUUID } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { buildApprovedNamespaces, getSdkError, parseUri } from '@walletconnect/utils';
import type { Hex, PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { MemoryStorage } from './storage';

/** A session the phone was asked to open: who asks, and for which chains. */
export interface PendingProposal {
  id: number;
  app: { name: string; url: string };
  chains: string[];
}

/** A request waiting on the phone: which method, on which chain, for which session. */
export interface PendingRequest {
  id: number;
  topic: string;
  method: string;
  chainId: string;
  params: unknown;
}

const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'];
const EVENTS = ['chainChanged', 'accountsChanged'];
/** Bounds on what the phone keeps waiting: an app cannot grow its lists without end. */
const MAX_PENDING = 50;

/** Signs a request with the phone's key, or throws a message the app shows. */
export type RequestSigner = (request: PendingRequest, account: PrivateKeyAccount) => Promise<unknown>;

/**
 * A phone wallet the emulator simulates: WalletConnect's own wallet client (`SignClient`) on the emulator's relay,
 * with an Ethereum key the emulator keeps. It pairs with a `wc:` URI (pasted, or opened from an app's deep link),
 * lists the session proposals and requests waiting, and approves or rejects each as its page says. It can go quiet
 * (off the relay: the app's pings go unanswered), or leave a request unanswered, so the app's relay states can be seen
 * live.
 */
export class PhoneWallet {
  private readonly proposals = new Map<number, PendingProposal & { raw: unknown }>();
  private readonly requests = new Map<number, PendingRequest>();
  private quiet = false;

  private constructor(
    private readonly client: InstanceType<typeof SignClient>,
    readonly account: PrivateKeyAccount,
    private readonly chains: readonly number[],
    private readonly sign: RequestSigner,
  ) {
    client.on('session_proposal', ({ id, params }) => {
      if (this.proposals.size >= MAX_PENDING) {
        void client.reject({ id, reason: getSdkError('USER_REJECTED') }).catch(() => undefined);
        return;
      }
      const required = Object.values(params.requiredNamespaces ?? {}).flatMap((ns) => ns.chains ?? []);
      const optional = Object.values(params.optionalNamespaces ?? {}).flatMap((ns) => ns.chains ?? []);
      this.proposals.set(id, {
        id,
        app: { name: params.proposer.metadata.name, url: params.proposer.metadata.url },
        chains: [...new Set([...required, ...optional])],
        raw: params,
      });
    });
    client.on('session_request', ({ id, topic, params }) => {
      if (this.requests.size >= MAX_PENDING) {
        void this.respondError(topic, id, 'USER_REJECTED');
        return;
      }
      this.requests.set(id, {
        id,
        topic,
        method: params.request.method,
        chainId: params.chainId,
        params: params.request.params,
      });
    });
  }

  /** A phone on the relay at `relayUrl`, for the chains the emulator supports (the local chain first); `key` its account's. */
  static async start(options: { relayUrl: string; chains: readonly number[]; sign: RequestSigner; key?: Hex }) {
    const client = await SignClient.init({
      projectId: 'sigil-emulator',
      relayUrl: options.relayUrl,
      metadata: {
        name: 'Emulated phone wallet',
        description: 'A phone wallet the Sigil emulator simulates',
        url: options.relayUrl.replace(/^ws/, 'http').replace(/\/relay$/, '/_emulator/phone'),
        icons: [],
      },
      storage: new MemoryStorage() as never,
      // WalletConnect keeps one core per prefix in the process: each phone (one per emulator) its own.
      customStoragePrefix: `sigil-phone-${randomUUID()}`,
      logger: 'silent',
    });
    const account = privateKeyToAccount(options.key ?? generatePrivateKey());
    return new PhoneWallet(client, account, options.chains, options.sign);
  }

  /** The proposals and requests waiting for a tap, oldest first. */
  pending() {
    return {
      proposals: [...this.proposals.values()].map(({ raw: _raw, ...rest }) => rest),
      requests: [...this.requests.values()],
      sessions: this.client.session.getAll().map((s) => ({ topic: s.topic, app: s.peer.metadata.name })),
      quiet: this.quiet,
    };
  }

  /** Pairs with an app's `wc:` URI; its session proposal then waits in `pending()`. */
  async pair(uri: string): Promise<void> {
    if (uri.length > 2048 || !uri.startsWith('wc:')) throw new PhoneWalletError('Not a WalletConnect link (wc:…)');
    const parsed = parseUri(uri);
    if (!/^[0-9a-f]{64}$/.test(parsed.topic) || parsed.version !== 2 || !parsed.symKey) {
      throw new PhoneWalletError('Not a WalletConnect v2 link');
    }
    await this.client.pair({ uri });
  }

  /** Approves a proposal with the phone's account on every chain asked that the emulator supports. */
  async approve(proposalId: number) {
    const proposal = this.proposals.get(proposalId);
    if (!proposal) throw new PhoneWalletError('No such proposal');
    const supported = this.chains.map((id) => `eip155:${id}`);
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.raw as never,
      supportedNamespaces: {
        eip155: {
          chains: supported,
          methods: METHODS,
          events: EVENTS,
          accounts: supported.map((chain) => `${chain}:${this.account.address}`),
        },
      },
    });
    this.proposals.delete(proposalId);
    const { acknowledged } = await this.client.approve({ id: proposalId, namespaces });
    return acknowledged();
  }

  async reject(proposalId: number) {
    if (!this.proposals.delete(proposalId)) throw new PhoneWalletError('No such proposal');
    await this.client.reject({ id: proposalId, reason: getSdkError('USER_REJECTED') });
  }

  /** Answers a request: signed with the phone's key (approve), or refused as the user's choice (reject). */
  async answer(requestId: number, decision: 'approve' | 'reject') {
    const request = this.requests.get(requestId);
    if (!request) throw new PhoneWalletError('No such request');
    this.requests.delete(requestId);
    if (decision === 'reject') return this.respondError(request.topic, request.id, 'USER_REJECTED');
    try {
      const result = await this.sign(request, this.account);
      await this.client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', error: { code: -32000, message: message.slice(0, 200) } },
      });
    }
  }

  /** Off the relay (a phone gone quiet: the app's pings get no answer) or back on it. */
  async setQuiet(quiet: boolean) {
    this.quiet = quiet;
    if (quiet) await this.client.core.relayer.transportClose();
    else await this.client.core.relayer.transportOpen();
  }

  async close() {
    await this.client.core.relayer.transportClose().catch(() => undefined);
  }

  private async respondError(topic: string, id: number, key: 'USER_REJECTED') {
    await this.client
      .respond({ topic, response: { id, jsonrpc: '2.0', error: getSdkError(key) } })
      .catch(() => undefined);
  }
}

/** What the phone's page says when a tap cannot be carried out (an unknown id, a link that is not WalletConnect's). */
export class PhoneWalletError extends Error {}
