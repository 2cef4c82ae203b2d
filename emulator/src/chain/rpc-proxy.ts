import { z } from 'zod';
import { boundedJson, JSON_LIMITS, JsonBoundsError } from '../security/json';

/**
 * The local chain's JSON-RPC as the browser may use it (`POST /rpc/:chainId`, `chain/rpc-routes.ts`): a public node's
 * surface, not anvil's. Requests are validated here and only the methods a wallet app needs reach anvil; every
 * development method anvil has (accounts it holds unlocked, state it lets anyone rewrite) is refused as a public
 * node refuses what it does not offer, with -32601, before anything is sent.
 */

/** The most requests one batch may hold (a larger batch gets one -32600 error, as geth answers it). */
const RPC_BATCH_MAX = 20;
/** The widest `eth_getLogs` query, in blocks (the local chain mines one block per transaction). */
const LOGS_BLOCK_RANGE_MAX = 10_000;
/** How long anvil may take to answer before the caller gets a -32603 error and a 504. */
const RPC_TIMEOUT_MS = 10_000;
/** How deeply params may nest (eth_call's state overrides and access lists need 5). */
const PARAMS_DEPTH_MAX = 8;
/** The longest id echoed back, and the longest error message passed on from anvil. */
const ID_MAX = 256;
const MESSAGE_MAX = 1_000;

/**
 * The allow-list, each method with the most params it takes. Read-only calls a wallet page makes through viem
 * (chain, balances, nonces, code, storage, simulations, fees, blocks, transactions, receipts, logs) and one
 * write, `eth_sendRawTransaction`: a transaction signed by its sender's key, which is all a public node accepts.
 *
 * Refused by omission (-32601, never forwarded): anvil_*, evm_*, hardhat_*, ots_* and trace_/debug_* (they rewrite
 * balances, code, time and blocks, or expose internals); eth_accounts, eth_sendTransaction, eth_sign*,
 * eth_signTransaction, personal_* (anvil signs for its unlocked development accounts: no page may make it sign
 * for one; their keys still come from anvil's well-known development mnemonic, so a loopback page that signs for
 * itself can spend from them as anyone can on a development chain — test ether only, and only from loopback
 * origins); eth_newFilter and the other filter methods (server-side state a page could pile up; viem falls
 * back to eth_getLogs); eth_subscribe (not an HTTP method); txpool_*, admin_*, web3_sha3, rpc_modules.
 */
const ALLOWED = new Map<string, number>([
  ['web3_clientVersion', 0],
  ['net_version', 0],
  ['eth_chainId', 0],
  ['eth_syncing', 0],
  ['eth_blockNumber', 0],
  ['eth_gasPrice', 0],
  ['eth_maxPriorityFeePerGas', 0],
  ['eth_blobBaseFee', 0],
  ['eth_feeHistory', 3],
  ['eth_getBalance', 2],
  ['eth_getTransactionCount', 2],
  ['eth_getCode', 2],
  ['eth_getStorageAt', 3],
  ['eth_call', 4],
  ['eth_estimateGas', 3],
  ['eth_createAccessList', 2],
  ['eth_getBlockByNumber', 2],
  ['eth_getBlockByHash', 2],
  ['eth_getBlockTransactionCountByNumber', 1],
  ['eth_getBlockTransactionCountByHash', 1],
  ['eth_getTransactionByHash', 1],
  ['eth_getTransactionByBlockNumberAndIndex', 2],
  ['eth_getTransactionByBlockHashAndIndex', 2],
  ['eth_getTransactionReceipt', 1],
  ['eth_sendRawTransaction', 1],
  ['eth_getLogs', 1],
]);

type Id = string | number | null;
interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}
type RpcResponse = { jsonrpc: '2.0'; id: Id; result: unknown } | { jsonrpc: '2.0'; id: Id; error: RpcError };

/** What the route sends back: an HTTP status and a JSON-RPC body (null: only notifications, nothing to answer). */
interface RpcAnswer {
  status: 200 | 502 | 504;
  body: RpcResponse | RpcResponse[] | null;
}

export const rpcError = (id: Id, code: number, message: string, data?: unknown): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

const IdSchema = z.union([z.string().max(ID_MAX), z.number().finite(), z.null()]);
const RequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: IdSchema.optional(),
  method: z.string(),
  params: z.unknown().optional(),
});

const Quantity = z.string().regex(/^0x[0-9a-fA-F]{1,16}$/, 'a block number is a hex quantity');
const BlockTag = z.union([z.enum(['latest', 'earliest', 'pending', 'safe', 'finalized']), Quantity]);
const Data32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a hash or topic is 32 bytes of hex');
const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address is 20 bytes of hex');
/** `eth_getLogs`'s filter (EIP-1474), each list bounded. */
const LogFilter = z
  .object({
    fromBlock: BlockTag.optional(),
    toBlock: BlockTag.optional(),
    blockHash: Data32.optional(),
    address: z.union([Address, z.array(Address).max(32)]).nullish(),
    topics: z
      .array(z.union([Data32, z.null(), z.array(z.union([Data32, z.null()])).max(32)]))
      .max(4)
      .nullish(),
  })
  .strict();

/** One request of a call or batch, ready to forward, or the answer it already has. */
type Prepared =
  | { kind: 'answer'; id: Id; notification: boolean; response: RpcResponse }
  | { kind: 'forward'; id: Id; notification: boolean; method: string; params: unknown[] };

interface Upstream {
  /** Sends JSON-RPC requests (ids 0…n-1) to anvil and answers its replies; throws UpstreamFailure. */
  send: (requests: { id: number; method: string; params: unknown[] }[]) => Promise<unknown[]>;
}

class UpstreamFailure extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timed out' : 'unreachable');
  }
}

interface RpcProxyOptions {
  /** anvil's JSON-RPC URL (never shown to callers). */
  rpcUrl: string;
  timeoutMs?: number;
}

/**
 * The proxy for one local chain: takes the raw body of `POST /rpc/:chainId` and answers as a public node does
 * (JSON-RPC 2.0, single or batch): -32700 for malformed JSON, -32600 for an invalid request object or batch,
 * -32601 for a method not on the allow-list, -32602 for params out of bounds, anvil's own answer otherwise. When
 * anvil does not answer, the forwarded requests get -32603 with a 502 (unreachable) or 504 (time-out); the
 * message never names anvil's address or its error.
 */
export function createRpcProxy({ rpcUrl, timeoutMs = RPC_TIMEOUT_MS }: RpcProxyOptions) {
  const upstream: Upstream = {
    async send(requests) {
      let response: Response;
      let text: string;
      try {
        response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(requests.map((r) => ({ jsonrpc: '2.0', ...r }))),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw new UpstreamFailure(error instanceof Error && error.name === 'TimeoutError');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new UpstreamFailure(false);
      }
      if (!response.ok || !Array.isArray(parsed)) throw new UpstreamFailure(false);
      return parsed;
    },
  };

  return async function handle(body: string): Promise<RpcAnswer> {
    let parsed: unknown;
    try {
      // JSON.parse does not recurse on the call stack; nothing walks the value before `prepare` has held each
      // request's params to the JSON bounds (security/json.ts), to answer as JSON-RPC does: -32602 with its id.
      parsed = JSON.parse(body);
    } catch {
      return { status: 200, body: rpcError(null, -32700, 'parse error') };
    }
    if (!Array.isArray(parsed)) {
      const answer = await answerAll([prepare(parsed)], upstream);
      return { status: answer.status, body: answer.responses[0] ?? null };
    }
    if (parsed.length === 0) return { status: 200, body: rpcError(null, -32600, 'empty batch') };
    if (parsed.length > RPC_BATCH_MAX) {
      // geth's answer: one error in a batch, with the id of the first call.
      const first = parsed.map(idOf).find((id) => id !== undefined) ?? null;
      return {
        status: 200,
        body: [rpcError(first, -32600, `batch too large: at most ${RPC_BATCH_MAX} requests`)],
      };
    }
    const answer = await answerAll(parsed.map(prepare), upstream);
    return { status: answer.status, body: answer.responses.length > 0 ? answer.responses : null };
  };
}

/** The request's id when it has a valid one, undefined for a notification or an invalid id. */
function idOf(raw: unknown): Id | undefined {
  if (!raw || typeof raw !== 'object' || !('id' in raw)) return undefined;
  const id = IdSchema.safeParse(raw.id);
  return id.success ? id.data : undefined;
}

/** Validates one request object: an answer for a malformed or refused one, else what to forward. */
function prepare(raw: unknown): Prepared {
  const request = RequestSchema.safeParse(raw);
  if (!request.success) {
    return { kind: 'answer', id: idOf(raw) ?? null, notification: false, response: invalid(idOf(raw) ?? null) };
  }
  const { id = null, method } = request.data;
  const params = request.data.params ?? [];
  const notification = request.data.id === undefined;
  const answer = (code: number, message: string): Prepared => ({
    kind: 'answer',
    id,
    notification,
    response: rpcError(id, code, message),
  });
  const arity = ALLOWED.get(method);
  if (arity === undefined) {
    return answer(-32601, `the method ${method.slice(0, 64)} does not exist/is not available`);
  }
  if (!Array.isArray(params) || params.length > arity) {
    return answer(-32602, `invalid params: ${method} takes an array of at most ${arity} params`);
  }
  try {
    boundedJson(params, { depth: PARAMS_DEPTH_MAX, values: JSON_LIMITS.values });
  } catch (error) {
    if (!(error instanceof JsonBoundsError)) throw error;
    return answer(-32602, `invalid params: ${error.message}`);
  }
  if (method === 'eth_getLogs') {
    const filter = LogFilter.safeParse(params[0] ?? {});
    if (!filter.success) {
      const issue = filter.error.issues[0];
      return answer(
        -32602,
        `invalid params: filter${issue?.path.map((p) => `.${p}`).join('') ?? ''}: ${issue?.message}`,
      );
    }
  }
  return { kind: 'forward', id, notification, method, params };
}

const invalid = (id: Id) => rpcError(id, -32600, 'invalid request');

/**
 * Answers prepared requests: those to forward go to anvil in one batch (after eth_getLogs ranges are checked
 * against the chain's head), the others keep their answer; notifications are not answered.
 */
async function answerAll(prepared: Prepared[], upstream: Upstream) {
  let status: RpcAnswer['status'] = 200;
  try {
    prepared = await boundLogRanges(prepared, upstream);
    const forward = prepared.flatMap((p, index) =>
      p.kind === 'forward' ? [{ id: index, method: p.method, params: p.params }] : [],
    );
    const replies = forward.length > 0 ? await upstream.send(forward) : [];
    const byId = new Map<number, unknown>();
    for (const reply of replies) {
      if (reply && typeof reply === 'object' && 'id' in reply && typeof reply.id === 'number') {
        byId.set(reply.id, reply);
      }
    }
    prepared = prepared.map((p, index) =>
      p.kind === 'forward' ? { ...p, kind: 'answer', response: fromUpstream(p.id, byId.get(index)) } : p,
    );
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    status = error.timedOut ? 504 : 502;
    const message = error.timedOut
      ? 'internal error: the local chain did not answer in time'
      : 'internal error: the local chain is not reachable';
    prepared = prepared.map((p) =>
      p.kind === 'forward' ? { ...p, kind: 'answer', response: rpcError(p.id, -32603, message) } : p,
    );
  }
  const responses = prepared.flatMap((p) => (p.kind === 'answer' && !p.notification ? [p.response] : []));
  return { status, responses };
}

/** anvil's reply to one request, under the caller's id: its result, or its error (message bounded, internals hidden). */
function fromUpstream(id: Id, reply: unknown): RpcResponse {
  if (reply && typeof reply === 'object') {
    if ('error' in reply) {
      const error = z
        .object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() })
        .safeParse(reply.error);
      if (error.success) {
        const { code, message, data } = error.data;
        // anvil's params errors are serde's descriptions of its Rust types ("expected tuple variant
        // EthRequest::EthGetBalance with 2 elements"): not for a page to read. Its other messages are a node's.
        const internal = code === -32602 && /::|\bstruct\b|\bvariant\b/.test(message);
        return rpcError(id, code, internal ? 'invalid params' : message.slice(0, MESSAGE_MAX), data);
      }
    } else if ('result' in reply) {
      return { jsonrpc: '2.0', id, result: reply.result };
    }
  }
  return rpcError(id, -32603, 'internal error: the local chain gave no valid answer');
}

/**
 * Refuses eth_getLogs over more than LOGS_BLOCK_RANGE_MAX blocks (-32602), resolving block tags against the
 * chain's head (asked once, and only when a tag other than "earliest" is used). A query by block hash is one block.
 */
async function boundLogRanges(prepared: Prepared[], upstream: Upstream): Promise<Prepared[]> {
  let head: Promise<bigint> | null = null;
  const latest = () => {
    head ??= upstream.send([{ id: 0, method: 'eth_blockNumber', params: [] }]).then((replies) => {
      const result = (replies[0] as { result?: unknown } | undefined)?.result;
      if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(result)) throw new UpstreamFailure(false);
      return BigInt(result);
    });
    return head;
  };
  const block = async (tag: string | undefined) => {
    if (tag === 'earliest') return 0n;
    if (tag === undefined || !tag.startsWith('0x')) return latest();
    return BigInt(tag);
  };
  return Promise.all(
    prepared.map(async (p) => {
      if (p.kind !== 'forward' || p.method !== 'eth_getLogs') return p;
      const filter = LogFilter.parse(p.params[0] ?? {});
      if (filter.blockHash !== undefined) return p;
      const blocks = (await block(filter.toBlock)) - (await block(filter.fromBlock)) + 1n;
      if (blocks <= BigInt(LOGS_BLOCK_RANGE_MAX)) return p;
      const message = `invalid params: eth_getLogs is limited to a range of ${LOGS_BLOCK_RANGE_MAX} blocks (asked for ${blocks})`;
      return { kind: 'answer', id: p.id, notification: p.notification, response: rpcError(p.id, -32602, message) };
    }),
  );
}
