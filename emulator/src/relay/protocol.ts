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

/** A request the relay answers, its parameters checked. */
export type RelayRequest = { id: JsonRpcId } & (
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
  | { method: 'irn_batchFetchMessages'; topics: string[] }
);

export type ParsedFrame =
  | { kind: 'request'; request: RelayRequest }
  /** A client's answer to one of the relay's `irn_subscription` requests. */
  | { kind: 'response' }
  | { kind: 'invalid'; id: JsonRpcId; code: number; message: string };

/** A topic: 32 bytes as hex, as WalletConnect derives them (the pairing's, a session's). */
const topic = z.string().regex(/^[0-9a-f]{64}$/);
const id = z.union([z.number().int().safe(), z.string().max(64)]);

function schemas(limits: RelayLimits) {
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
  const publish = z.object({ topic, message, ...options });
  const topics = z.array(topic).min(1).max(limits.maxBatch);
  return {
    irn_subscribe: z.object({ topic }).strict(),
    irn_batchSubscribe: z.object({ topics }).strict(),
    irn_unsubscribe: z.object({ id: z.string().max(128), topic }).strict(),
    irn_batchUnsubscribe: z
      .object({
        subscriptions: z
          .array(z.object({ id: z.string().max(128), topic }).strict())
          .min(1)
          .max(limits.maxBatch),
      })
      .strict(),
    irn_publish: publish,
    irn_batchPublish: z.object({ messages: z.array(publish).min(1).max(limits.maxBatch) }).strict(),
    irn_batchFetchMessages: z.object({ topics }).strict(),
    // The session proposal and its approval, as WalletConnect's sign client (2.21+) publishes them: one call each,
    // the relay putting each message on its topic.
    wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: message, ...options }),
    wc_approveSession: z.object({
      pairingTopic: topic,
      sessionTopic: topic,
      sessionProposalResponse: message,
      sessionSettlementRequest: message,
      ...options,
    }),
  };
}

const cache = new WeakMap<RelayLimits, ReturnType<typeof schemas>>();

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
  const all = cache.get(limits) ?? schemas(limits);
  cache.set(limits, all);
  const method = body.method;
  if (typeof method !== 'string' || !Object.hasOwn(all, method)) {
    return { kind: 'invalid', id: requestId, code: -32601, message: 'Method not found' };
  }
  const invalid = (issues: z.ZodError): ParsedFrame => ({
    kind: 'invalid',
    id: requestId,
    code: -32602,
    message: `Invalid params: ${issues.issues[0]?.path.join('.') || 'params'}`,
  });
  let request: RelayRequest;
  switch (method as keyof typeof all) {
    case 'irn_subscribe': {
      const parsed = all.irn_subscribe.safeParse(body.params);
      if (!parsed.success) return invalid(parsed.error);
      request = { id: requestId, method: 'irn_subscribe', topic: parsed.data.topic };
      break;
    }
    case 'irn_unsubscribe': {
      const parsed = all.irn_unsubscribe.safeParse(body.params);
      if (!parsed.success) return invalid(parsed.error);
      request = { id: requestId, method: 'irn_unsubscribe', topic: parsed.data.topic };
      break;
    }
    case 'irn_batchSubscribe':
    case 'irn_batchFetchMessages': {
      const parsed = all.irn_batchSubscribe.safeParse(body.params);
      if (!parsed.success) return invalid(parsed.error);
      request = { id: requestId, method: method as 'irn_batchSubscribe', topics: parsed.data.topics };
      break;
    }
    case 'irn_batchUnsubscribe': {
      const parsed = all.irn_batchUnsubscribe.safeParse(body.params);
      if (!parsed.success) return invalid(parsed.error);
      request = {
        id: requestId,
        method: 'irn_batchUnsubscribe',
        topics: parsed.data.subscriptions.map((s) => s.topic),
      };
      break;
    }
    case 'irn_publish': {
      const parsed = all.irn_publish.safeParse(body.params);
      if (!parsed.success) return invalid(parsed.error);
      request = { id: requestId, method: 'irn_publish', messages: [parsed.data] };
      break;
    }
    case 'irn_batchPublish': {
      const parsed = all.irn_batchPublish.safeParse(body.params);
      if (!parsed.success) return invalid(parsed.error);
      request = { id: requestId, method: 'irn_batchPublish', messages: parsed.data.messages };
      break;
    }
    case 'wc_proposeSession': {
      const parsed = all.wc_proposeSession.safeParse(body.params);
      if (!parsed.success) return invalid(parsed.error);
      const { pairingTopic, sessionProposal, ttl, tag } = parsed.data;
      // The proposer listens on the pairing for the wallet's answer.
      request = {
        id: requestId,
        method: 'irn_publish',
        messages: [{ topic: pairingTopic, message: sessionProposal, ttl, tag }],
        subscribe: [pairingTopic],
      };
      break;
    }
    case 'wc_approveSession': {
      const parsed = all.wc_approveSession.safeParse(body.params);
      if (!parsed.success) return invalid(parsed.error);
      const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl, tag } = parsed.data;
      request = {
        id: requestId,
        method: 'irn_batchPublish',
        messages: [
          { topic: pairingTopic, message: sessionProposalResponse, ttl, tag },
          { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag },
        ],
        // The wallet listens on the session it settles.
        subscribe: [sessionTopic],
      };
      break;
    }
  }
  return { kind: 'request', request };
}
