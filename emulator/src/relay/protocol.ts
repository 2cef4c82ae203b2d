import type { RelayJsonRpc } from '@walletconnect/relay-api';
import { z } from 'zod';
import type { RelayLimits } from './limits';

/** A JSON-RPC id as WalletConnect's clients send them (large integers), or a string. */
export type JsonRpcId = number | string | null;

export type JsonRpcResponse =
  | { id: JsonRpcId; jsonrpc: '2.0'; result: unknown }
  | { id: JsonRpcId; jsonrpc: '2.0'; error: { code: number; message: string } };

export const rpcResult = (id: JsonRpcId, result: unknown): JsonRpcResponse => ({ id, jsonrpc: '2.0', result });
export const rpcError = (id: JsonRpcId, code: number, message: string): JsonRpcResponse => ({
  id,
  jsonrpc: '2.0',
  error: { code, message },
});

/** A message on a topic, as subscribers get it (`irn_subscription`'s data, `irn_batchFetchMessages`'s items). */
export interface RelayMessage extends Pick<RelayJsonRpc.SubscriptionData, 'topic' | 'message' | 'publishedAt'> {
  tag?: number | undefined;
}

/** One publish: the relay API's `PublishParams` without the attestation (a verify server's; none runs here). */
type Publish = Pick<RelayJsonRpc.PublishParams, 'topic' | 'message' | 'ttl'> & { tag?: number | undefined };

/** What a request asks, its parameters checked. */
type RelayRequestBody =
  | { method: 'irn_subscribe'; topic: string }
  | { method: 'irn_batchSubscribe'; topics: string[] }
  | { method: 'irn_unsubscribe'; topic: string }
  | { method: 'irn_batchUnsubscribe'; topics: string[] }
  | {
      method: 'irn_publish' | 'irn_batchPublish';
      messages: Publish[];
      /** Topics the publisher is subscribed to first (the session calls: the pairing's, then the session's). */
      subscribe?: string[];
    }
  | { method: 'irn_batchFetchMessages'; topics: string[] };

/** A request the relay answers, its parameters checked. */
export type RelayRequest = { id: JsonRpcId } & RelayRequestBody;

export type ParsedFrame =
  | { kind: 'request'; request: RelayRequest }
  /** A client's answer to one of the relay's `irn_subscription` requests. */
  | { kind: 'response' }
  | { kind: 'invalid'; id: JsonRpcId; code: number; message: string };

/** A topic: 32 bytes as hex, as WalletConnect derives them (the pairing's, a session's). */
const topicHex = z.string().regex(/^[0-9a-f]{64}$/);
const id = z.union([z.number().int().safe(), z.string().max(64)]);

/** A method the relay serves: its parameters' schema, and the request they make once they pass it. */
type Served = (params: unknown) => RelayRequestBody | z.ZodError;
const served =
  <S extends z.ZodTypeAny>(schema: S, make: (params: z.infer<S>) => RelayRequestBody): Served =>
  (params) => {
    const parsed = schema.safeParse(params);
    return parsed.success ? make(parsed.data) : parsed.error;
  };

/** Every method the relay serves, its parameters bounded by `limits`. */
function methods(limits: RelayLimits): Readonly<Record<string, Served>> {
  const message = z
    .string()
    .min(1)
    .max(limits.maxMessageLength)
    .regex(/^[A-Za-z0-9+/_=-]+$/);
  const ttl = z.number().int().min(limits.minTtlSeconds).max(limits.maxTtlSeconds);
  // What every publishing method carries besides its messages. Unknown keys (a client's transaction-verification
  // fields) are dropped, not refused: the frame's size bounds them.
  const options = {
    ttl,
    prompt: z.boolean().optional(),
    tag: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31)
      .optional(),
    attestation: z.string().max(4096).optional(),
  };
  const publish = z.object({ topic: topicHex, message, ...options });
  const topics = z.object({ topics: z.array(topicHex).min(1).max(limits.maxBatch) }).strict();
  const subscription = z.object({ id: z.string().max(128), topic: topicHex }).strict();
  return {
    irn_subscribe: served(z.object({ topic: topicHex }).strict(), ({ topic }) => ({ method: 'irn_subscribe', topic })),
    irn_batchSubscribe: served(topics, (p) => ({ method: 'irn_batchSubscribe', topics: p.topics })),
    irn_unsubscribe: served(subscription, ({ topic }) => ({ method: 'irn_unsubscribe', topic })),
    irn_batchUnsubscribe: served(
      z.object({ subscriptions: z.array(subscription).min(1).max(limits.maxBatch) }).strict(),
      (p) => ({ method: 'irn_batchUnsubscribe', topics: p.subscriptions.map((s) => s.topic) }),
    ),
    irn_publish: served(publish, (p) => ({ method: 'irn_publish', messages: [p] })),
    irn_batchPublish: served(z.object({ messages: z.array(publish).min(1).max(limits.maxBatch) }).strict(), (p) => ({
      method: 'irn_batchPublish',
      messages: p.messages,
    })),
    irn_batchFetchMessages: served(topics, (p) => ({ method: 'irn_batchFetchMessages', topics: p.topics })),
    // The session proposal and its approval, as WalletConnect's sign client (2.21+) publishes them: one call each,
    // the relay putting each message on its topic.
    wc_proposeSession: served(
      z.object({ pairingTopic: topicHex, sessionProposal: message, ...options }),
      ({ pairingTopic, sessionProposal, ttl, tag }) => ({
        method: 'irn_publish',
        messages: [{ topic: pairingTopic, message: sessionProposal, ttl, tag }],
        // The proposer listens on the pairing for the wallet's answer.
        subscribe: [pairingTopic],
      }),
    ),
    wc_approveSession: served(
      z.object({
        pairingTopic: topicHex,
        sessionTopic: topicHex,
        sessionProposalResponse: message,
        sessionSettlementRequest: message,
        ...options,
      }),
      ({ pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl, tag }) => ({
        method: 'irn_batchPublish',
        messages: [
          { topic: pairingTopic, message: sessionProposalResponse, ttl, tag },
          { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag },
        ],
        // The wallet listens on the session it settles.
        subscribe: [sessionTopic],
      }),
    ),
  };
}

const cache = new WeakMap<RelayLimits, ReturnType<typeof methods>>();

/**
 * One frame from a client, checked: JSON, JSON-RPC 2.0, a method the relay serves and its parameters within
 * bounds. Anything else is an `invalid` frame with the JSON-RPC error to answer (never a throw).
 */
export function parseRelayRequest(frame: string, limits: RelayLimits): ParsedFrame {
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { kind: 'invalid', id: null, code: -32700, message: 'Parse error' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { kind: 'invalid', id: null, code: -32600, message: 'Invalid request' };
  }
  const body = json as Record<string, unknown>;
  const parsedId = id.safeParse(body.id);
  const requestId = parsedId.success ? parsedId.data : null;
  if (body.jsonrpc !== '2.0' || !parsedId.success) {
    return { kind: 'invalid', id: requestId, code: -32600, message: 'Invalid request' };
  }
  if (!('method' in body) && ('result' in body || 'error' in body)) return { kind: 'response' };
  const all = cache.get(limits) ?? methods(limits);
  cache.set(limits, all);
  const method = body.method;
  const serve = typeof method === 'string' && Object.hasOwn(all, method) ? all[method] : undefined;
  if (!serve) return { kind: 'invalid', id: requestId, code: -32601, message: 'Method not found' };
  const request = serve(body.params);
  if (request instanceof z.ZodError) {
    const where = request.issues[0]?.path.join('.') || 'params';
    return { kind: 'invalid', id: requestId, code: -32602, message: `Invalid params: ${where}` };
  }
  return { kind: 'request', request: { id: requestId, ...request } };
}
