import { isAddress, isHex } from 'viem';

/**
 * EIP-712 typed data as a tree for review: each field of the primary type is a node; a struct or an array has
 * children (array items are named by their index), anything else is a leaf with its value written out. The input
 * has been checked by viem's `validateTypedData` first; missing fields are still reported, never crash.
 */

export type TypedDataLeaf =
  | { kind: 'address'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'bytes'; text: string }
  | { kind: 'string'; text: string };

export interface TypedDataNode {
  /** A stable id for the node: the field path (`mail.to.wallets.0`). */
  id: string;
  /** The field's name, or the item's index in an array. */
  name: string;
  /** Its EIP-712 type (`Person`, `address[]`, `uint256`). */
  type: string;
  /** A leaf's value; absent for structs and arrays. */
  value?: TypedDataLeaf | undefined;
  /** A struct's fields or an array's items. */
  children?: TypedDataNode[] | undefined;
}

type Types = Record<string, readonly { name: string; type: string }[]>;

const ARRAY = /^(.*)\[(\d*)\]$/;

const INTEGER = /^(u?)int(\d*)$/;
const BYTES = /^bytes(\d*)$/;

/**
 * A leaf's value, checked against its type here too: viem's `validateTypedData` does not look inside arrays of
 * structs, so an address or integer there is checked by this function.
 */
function leaf(id: string, type: string, value: unknown): TypedDataLeaf {
  const invalid = () => new Error(`The field "${id}" is not a valid ${type}.`);
  if (type === 'address') {
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw invalid();
    return { kind: 'address', text: value };
  }
  if (type === 'bool') {
    if (typeof value !== 'boolean') throw invalid();
    return { kind: 'bool', value };
  }
  const integer = INTEGER.exec(type);
  if (integer) {
    if (typeof value !== 'bigint' && typeof value !== 'number' && typeof value !== 'string') throw invalid();
    let number: bigint;
    try {
      number = BigInt(value);
    } catch {
      throw invalid();
    }
    const bits = BigInt(integer[2] || 256);
    const signed = integer[1] === '';
    const min = signed ? -(2n ** (bits - 1n)) : 0n;
    const max = signed ? 2n ** (bits - 1n) - 1n : 2n ** bits - 1n;
    if (number < min || number > max) throw invalid();
    return { kind: 'number', text: number.toString() };
  }
  const bytes = BYTES.exec(type);
  if (bytes) {
    const size = Number(bytes[1] || 0);
    if (typeof value !== 'string' || !isHex(value, { strict: true }) || value.length % 2 !== 0) throw invalid();
    if (size > 0 && (value.length - 2) / 2 !== size) throw invalid();
    return { kind: 'bytes', text: value };
  }
  if (type !== 'string') throw new Error(`The type "${type}" of "${id}" is not defined.`);
  if (typeof value !== 'string') throw invalid();
  return { kind: 'string', text: value };
}

function node(types: Types, id: string, name: string, type: string, value: unknown): TypedDataNode {
  if (value === undefined) throw new Error(`The field "${id}" is missing.`);
  const array = ARRAY.exec(type);
  if (array) {
    if (!Array.isArray(value)) throw new Error(`The field "${id}" must be an array.`);
    const itemType = array[1] ?? '';
    return {
      id,
      name,
      type,
      children: value.map((item, index) => node(types, `${id}.${index}`, String(index), itemType, item)),
    };
  }
  const fields = types[type];
  if (fields) {
    if (typeof value !== 'object' || value === null) throw new Error(`The field "${id}" must be a ${type}.`);
    const record = value as Record<string, unknown>;
    return {
      id,
      name,
      type,
      children: fields.map((field) => node(types, `${id}.${field.name}`, field.name, field.type, record[field.name])),
    };
  }
  return { id, name, type, value: leaf(id, type, value) };
}

/** The primary type's fields as tree nodes (ids start with the primary type's name). */
export function buildTypedDataTree(
  types: Types,
  primaryType: string,
  message: Record<string, unknown>,
): TypedDataNode[] {
  const fields = types[primaryType] ?? [];
  return fields.map((field) =>
    node(types, `${primaryType}.${field.name}`, field.name, field.type, message[field.name]),
  );
}
