/**
 * The relay's bounds. It is a development tool bound to loopback, but every frame is treated as an attacker's:
 * nothing a client sends may grow the emulator's memory without limit or keep its event loop busy.
 */
export interface RelayLimits {
  /** Open WebSocket connections at once; more are refused at the upgrade (HTTP 503). */
  maxConnections: number;
  /** Topics one connection may be subscribed to. */
  maxTopicsPerConnection: number;
  /** Topics in one batch request (subscribe, unsubscribe, fetch) and messages in one batch publish. */
  maxBatch: number;
  /** Messages kept per topic until they expire. */
  maxMessagesPerTopic: number;
  /** Bytes of messages kept altogether. */
  maxKeptBytes: number;
  /** A frame's size in bytes (the transport refuses bigger ones before they are read whole). */
  maxFrameBytes: number;
  /** A message's size (base64 ciphertext), in characters. */
  maxMessageLength: number;
  /** A message's time to live, in seconds (WalletConnect's range: 5 minutes to 30 days; tests use less). */
  minTtlSeconds: number;
  maxTtlSeconds: number;
  /** Requests per connection per second; a client far beyond it is disconnected. */
  maxRequestsPerSecond: number;
}

export const RELAY_LIMITS: RelayLimits = {
  maxConnections: 64,
  maxTopicsPerConnection: 512,
  maxBatch: 100,
  maxMessagesPerTopic: 200,
  maxKeptBytes: 32 * 1024 * 1024,
  maxFrameBytes: 1024 * 1024,
  maxMessageLength: 256 * 1024,
  minTtlSeconds: 10,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxRequestsPerSecond: 200,
};
