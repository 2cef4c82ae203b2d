import { type Abi, type AbiFunction, decodeFunctionData, type Hex, maxUint256, parseAbi } from 'viem';

/**
 * Call data of a transaction, decoded where the ABI is a well-known one: ERC-20 transfers and approvals, ERC-721
 * transfers and approvals, WETH deposit and withdraw. Anything else is shown raw with its 4-byte selector.
 */

/** The standards whose functions we can name. */
export type KnownStandard = 'erc20' | 'erc721' | 'weth';

export const KNOWN_ABIS = {
  erc20: parseAbi([
    'function transfer(address to, uint256 amount) returns (bool)',
    'function approve(address spender, uint256 amount) returns (bool)',
    'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  ]),
  erc721: parseAbi([
    'function safeTransferFrom(address from, address to, uint256 tokenId)',
    'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
    'function transferFrom(address from, address to, uint256 tokenId)',
    'function approve(address to, uint256 tokenId)',
    'function setApprovalForAll(address operator, bool approved)',
  ]),
  weth: parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)']),
} as const satisfies Record<KnownStandard, Abi>;

/**
 * ERC-20 and ERC-721 share the selectors of `approve(address,uint256)` and `transferFrom(address,address,uint256)`:
 * call data alone cannot tell them apart. Without a hint from the caller (`standard`), ERC-20 is tried first.
 */
const DEFAULT_ORDER: readonly KnownStandard[] = ['erc20', 'erc721', 'weth'];

export interface CallArgument {
  /** The parameter's name in the ABI (`to`, `amount`, `tokenId` …). */
  name: string;
  /** Its Solidity type (`address`, `uint256`, `bool`, `bytes`). */
  type: string;
  /** The decoded value: an address or hex string, a bigint or a boolean. */
  value: string | bigint | boolean;
  /** A uint256 amount equal to 2²⁵⁶ − 1: an unlimited approval. */
  unlimited?: boolean | undefined;
}

export type DecodedCall =
  /** No call data: a plain transfer of the native currency. */
  | { kind: 'none' }
  | { kind: 'decoded'; standard: KnownStandard; functionName: string; signature: string; args: CallArgument[] }
  /** Call data with a selector none of the known ABIs has, or that does not decode against it. */
  | { kind: 'unknown'; selector: Hex; data: Hex; size: number };

function signatureOf(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map((input) => input.type).join(',')})`;
}

function tryDecode(standard: KnownStandard, data: Hex): DecodedCall | null {
  const abi = KNOWN_ABIS[standard] as Abi;
  try {
    const { functionName, args = [] } = decodeFunctionData({ abi, data });
    const fn = abi.find(
      (item): item is AbiFunction =>
        item.type === 'function' && item.name === functionName && item.inputs.length === args.length,
    );
    if (!fn) return null;
    return {
      kind: 'decoded',
      standard,
      functionName,
      signature: signatureOf(fn),
      args: fn.inputs.map((input, index) => {
        const value = args[index] as string | bigint | boolean;
        const argument: CallArgument = { name: input.name ?? `arg${index}`, type: input.type, value };
        if (input.type === 'uint256' && value === maxUint256 && standard !== 'erc721') argument.unlimited = true;
        return argument;
      }),
    };
  } catch {
    return null;
  }
}

/**
 * Decodes a transaction's `data` (hex, already checked) against the known ABIs, the `standard` hint first when the
 * caller knows what the contract is. Never throws: data too short for a selector, or with a selector none of the
 * ABIs has, or that does not decode against it, comes back as `unknown` with its selector.
 */
export function decodeCall(data: Hex | undefined, standard?: KnownStandard): DecodedCall {
  if (data === undefined || data === '0x') return { kind: 'none' };
  const hex = data.toLowerCase() as Hex;
  const size = Math.floor((hex.length - 2) / 2);
  if (size >= 4) {
    const order = standard ? [standard, ...DEFAULT_ORDER.filter((s) => s !== standard)] : DEFAULT_ORDER;
    for (const candidate of order) {
      const decoded = tryDecode(candidate, hex);
      if (decoded) return decoded;
    }
  }
  return { kind: 'unknown', selector: hex.slice(0, Math.min(hex.length, 10)) as Hex, data: hex, size };
}

/**
 * A parameter name for a person when the deck has no label for it: camelCase, PascalCase and snake_case split
 * into words, the first capitalised, acronyms kept (`tokenId` → "Token id", `max_fee_per_gas` → "Max fee per
 * gas", `ownerURI` → "Owner URI"). A leading underscore (`_to`) is dropped; an empty name stays as it was.
 */
export function humanizeName(name: string): string {
  const words = name
    .replace(/^_+|_+$/g, '')
    .split(/[_\s-]+/)
    .flatMap((part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [])
    .map((word, index) => {
      if (word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word)) return word;
      const lower = word.toLowerCase();
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    });
  return words.length > 0 ? words.join(' ') : name;
}
