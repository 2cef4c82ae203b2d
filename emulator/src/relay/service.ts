import { createHash } from 'node:crypto';
import { RELAY_LIMITS, type RelayLimits } from './limits';
import {
  type JsonRpcId,
  type JsonRpcResponse,
  parseRelayRequest,
  type RelayMessage,
  type RelayRequest,
  rpcError,
  rpcResult,
} from './protocol';

/** A message kept for its time to live, so a subscriber that comes later still gets it. */
interface Stored extends RelayMessage {
  expiresAt: number;
  /** The connection that published it: never sent back to it. */
  from: RelayConnection;
}

/**
 * The relay's side of one client's WebSocket: it takes the client's JSON-RPC frames (`handle`) and sends frames
 * back through `send`. The transport (`transport.ts`) creates one per socket and closes it with the socket.
 */
export interface RelayConnection {
  /** The client's id: the `iss` of the JWT it connected with (`did:key:z6Mk…`). */
  readonly clientId: string;
  /** One frame from the client (text, at most `maxFrameBytes`). */
  handle(frame: string): void;
  /** The socket is gone: its subscriptions end (kept messages stay for other subscribers). */
  close(): void;
}

/**
 * WalletConnect's relay (the `irn` protocol), in memory: clients subscribe to topics, publish end-to-end encrypted
 * messages to them, and get each other's as `irn_subscription` requests. A message is kept for its TTL, so a peer
 * that subscribes or fetches later (a wallet scanning the QR code a minute on) still receives it; it is never sent
 * back to the connection that published it. Everything is bounded (`limits.ts`): connections, topics per
 * connection, subscriptions, kept messages, message size and each connection's request rate. The relay reads no
 * message: it sees topics and ciphertext only, as the public relay does.
 */
export class RelayService {
  private readonly connections = new Set<Connection>();
  /** topic → the connections subscribed to it. */
  private readonly subscribers = new Map<string, Set<Connection>>();
  /** topic → messages kept until they expire, oldest first. */
  private readonly mailbox = new Map<string, Stored[]>();
  private keptBytes = 0;

  constructor(
    /** The emulator's clock (ms): messages expire by it. */
    readonly now: () => number,
    readonly limits: RelayLimits = RELAY_LIMITS,
  ) {}

  /** Whether another client may connect now (the transport refuses the upgrade otherwise). */
  get full(): boolean {
    return this.connections.size >= this.limits.maxConnections;
  }

  /** A client connected: its frames go to `handle`, the relay's frames to `send`. */
  connect(clientId: string, send: (frame: string) => void, onAbuse: () => void = () => {}): RelayConnection {
    const connection = new Connection(this, clientId, send, onAbuse);
    this.connections.add(connection);
    return connection;
  }

  /** How many connections, subscribed topics and kept messages there are (for the inbox and tests). */
  stats() {
    let kept = 0;
    for (const messages of this.mailbox.values()) kept += messages.length;
    return { connections: this.connections.size, topics: this.subscribers.size, kept, keptBytes: this.keptBytes };
  }

  /** @internal */ disconnect(connection: Connection) {
    this.connections.delete(connection);
    for (const topic of connection.topics) this.unsubscribe(connection, topic);
  }

  /** @internal */ subscribe(connection: Connection, topic: string): string | null {
    if (!connection.topics.has(topic)) {
      if (connection.topics.size >= this.limits.maxTopicsPerConnection) return null;
      connection.topics.add(topic);
      const set = this.subscribers.get(topic) ?? new Set<Connection>();
      set.add(connection);
      this.subscribers.set(topic, set);
    }
    // What was published before this subscriber came, and has not expired, is delivered now.
    for (const stored of this.kept(topic)) if (stored.from !== connection) connection.deliver(stored);
    return subscriptionId(topic, connection.clientId);
  }

  /** @internal */ unsubscribe(connection: Connection, topic: string) {
    connection.topics.delete(topic);
    const set = this.subscribers.get(topic);
    set?.delete(connection);
    if (set && set.size === 0) this.subscribers.delete(topic);
  }

  /** @internal */ publish(connection: Connection, message: RelayMessage, ttlSeconds: number): boolean {
    const size = Buffer.byteLength(message.message);
    const kept = this.kept(message.topic);
    if (kept.length >= this.limits.maxMessagesPerTopic) return false;
    if (this.keptBytes + size > this.limits.maxKeptBytes) return false;
    const stored: Stored = { ...message, expiresAt: this.now() + ttlSeconds * 1000, from: connection };
    kept.push(stored);
    this.mailbox.set(message.topic, kept);
    this.keptBytes += size;
    for (const subscriber of this.subscribers.get(message.topic) ?? []) {
      if (subscriber !== connection) subscriber.deliver(stored);
    }
    return true;
  }

  /** @internal */ fetch(connection: Connection, topics: readonly string[]): RelayMessage[] {
    return topics.flatMap((topic) =>
      this.kept(topic)
        .filter((stored) => stored.from !== connection)
        .map(({ topic: t, message, publishedAt, tag }) => ({ topic: t, message, publishedAt, tag })),
    );
  }

  /** The topic's messages that have not expired (the expired ones are dropped on the way). */
  private kept(topic: string): Stored[] {
    const messages = this.mailbox.get(topic);
    if (!messages) return [];
    const now = this.now();
    const live = messages.filter((stored) => stored.expiresAt > now);
    for (const gone of messages) if (gone.expiresAt <= now) this.keptBytes -= Buffer.byteLength(gone.message);
    if (live.length === 0) this.mailbox.delete(topic);
    else this.mailbox.set(topic, live);
    return live;
  }
}

/** The subscription id the public relay gives, and WalletConnect's client computes itself: sha256(topic + client id). */
function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex');
}

class Connection implements RelayConnection {
  readonly topics = new Set<string>();
  private closed = false;
  /** Requests in the current rate window, and when it began. */
  private windowStart = 0;
  private windowCount = 0;
  private nextId = 1;

  constructor(
    private readonly relay: RelayService,
    readonly clientId: string,
    private readonly send: (frame: string) => void,
    private readonly onAbuse: () => void,
  ) {}

  handle(frame: string) {
    if (this.closed) return;
    // Every frame counts, well-formed or not, before any is parsed.
    if (!this.withinRate()) {
      // A client far over the rate is cut off (the transport closes its socket); a little over, told so.
      if (this.windowCount > this.relay.limits.maxRequestsPerSecond * 2) this.onAbuse();
      else this.reply(rpcError(null, -32000, 'Too many requests: slow down'));
      return;
    }
    const parsed = parseRelayRequest(frame, this.relay.limits);
    console.error('IN', this.clientId.slice(-6), frame.slice(0, 160), parsed.kind === 'invalid' ? parsed.message : '');
    // An answer to one of our `irn_subscription` requests: nothing to do.
    if (parsed.kind === 'response') return;
    if (parsed.kind === 'invalid') {
      this.reply(rpcError(parsed.id, parsed.code, parsed.message));
      return;
    }
    this.reply(this.answer(parsed.request));
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.relay.disconnect(this);
  }

  /** A kept or new message for one of this connection's topics, as the relay sends it. */
  deliver(stored: RelayMessage) {
    if (this.closed) return;
    const { topic, message, publishedAt } = stored;
    this.send(
      JSON.stringify({
        id: this.nextId++,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId(topic, this.clientId), data: { topic, message, publishedAt } },
      }),
    );
  }

  private answer(request: RelayRequest): JsonRpcResponse {
    const { id } = request;
    switch (request.method) {
      case 'irn_subscribe': {
        const subscription = this.relay.subscribe(this, request.topic);
        return subscription ? rpcResult(id, subscription) : tooManyTopics(id);
      }
      case 'irn_batchSubscribe': {
        const ids: string[] = [];
        for (const topic of request.topics) {
          const subscription = this.relay.subscribe(this, topic);
          if (!subscription) return tooManyTopics(id);
          ids.push(subscription);
        }
        return rpcResult(id, ids);
      }
      case 'irn_unsubscribe':
        this.relay.unsubscribe(this, request.topic);
        return rpcResult(id, true);
      case 'irn_batchUnsubscribe':
        for (const topic of request.topics) this.relay.unsubscribe(this, topic);
        return rpcResult(id, true);
      case 'irn_publish':
      case 'irn_batchPublish': {
        for (const topic of request.subscribe ?? []) {
          if (!this.relay.subscribe(this, topic)) return tooManyTopics(id);
        }
        const now = this.relay.now();
        for (const { topic, message, ttl, tag } of request.messages) {
          if (!this.relay.publish(this, { topic, message, publishedAt: now, tag }, ttl)) {
            return rpcError(id, -32000, 'The relay keeps no more messages for this topic now');
          }
        }
        return rpcResult(id, true);
      }
      case 'irn_batchFetchMessages':
        return rpcResult(id, { messages: this.relay.fetch(this, request.topics), hasMore: false });
    }
  }

  private withinRate(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount <= this.relay.limits.maxRequestsPerSecond;
  }

  private reply(response: JsonRpcResponse) {
    if (!this.closed) this.send(JSON.stringify(response));
  }
}

const tooManyTopics = (id: JsonRpcId) => rpcError(id, -32000, 'Too many topics on one connection');
