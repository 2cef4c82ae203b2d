import { crc32 } from 'node:zlib';
import type { SqlValue } from 'sql.js';

/**
 * The journal's record format (see journal.ts for the files and the recovery rule): a header line naming
 * the format, its version and the snapshot generation the journal builds on, then one line per committed
 * write or transaction, `<crc32 of the JSON, 8 hex digits> <JSON array of statements>`. SQL values survive
 * the trip through JSON exactly: blobs as base64, non-finite numbers by name.
 */

/** One statement: `[sql, params]` is a prepared statement (`Database.run`), `[sql]` a script (`Database.exec`). */
export type JournalStatement = [sql: string, params: SqlValue[]] | [sql: string];

const FORMAT = 'sigil-emulator-journal';
const VERSION = 1;
const NEWLINE = 0x0a;

type EncodedValue = string | number | null | { b: string } | { n: string };

function encodeValue(value: SqlValue): EncodedValue {
  if (value instanceof Uint8Array)
    return { b: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') };
  if (typeof value === 'number' && !Number.isFinite(value)) return { n: String(value) };
  return value ?? null;
}

function decodeValue(value: unknown): SqlValue {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null) {
    if ('b' in value && typeof value.b === 'string') return new Uint8Array(Buffer.from(value.b, 'base64'));
    if ('n' in value && typeof value.n === 'string') return Number(value.n);
  }
  throw new Error(`not a journal value: ${JSON.stringify(value)}`);
}

/** One journal line for one committed write or transaction. */
export function encodeRecord(statements: readonly JournalStatement[]): Buffer {
  const json = Buffer.from(
    JSON.stringify(statements.map(([sql, params]) => (params ? [sql, params.map(encodeValue)] : [sql]))),
  );
  const checksum = crc32(json).toString(16).padStart(8, '0');
  return Buffer.concat([Buffer.from(`${checksum} `), json, Buffer.from('\n')]);
}

function decodeRecord(line: Buffer): JournalStatement[] {
  const separator = line.indexOf(0x20);
  if (separator !== 8) throw new Error('no checksum');
  const json = line.subarray(separator + 1);
  if (crc32(json).toString(16).padStart(8, '0') !== line.subarray(0, separator).toString()) {
    throw new Error('checksum mismatch');
  }
  const statements: unknown = JSON.parse(json.toString());
  if (!Array.isArray(statements)) throw new Error('not a list of statements');
  return statements.map((statement: unknown): JournalStatement => {
    if (!Array.isArray(statement) || typeof statement[0] !== 'string') throw new Error('not a statement');
    if (statement.length === 1) return [statement[0]];
    if (statement.length === 2 && Array.isArray(statement[1])) return [statement[0], statement[1].map(decodeValue)];
    throw new Error('not a statement');
  });
}

export function headerLine(generation: number): Buffer {
  return Buffer.from(`${JSON.stringify({ format: FORMAT, version: VERSION, generation })}\n`);
}

function parseHeader(line: Buffer): number {
  const header: unknown = JSON.parse(line.toString());
  if (
    typeof header !== 'object' ||
    header === null ||
    !('format' in header) ||
    header.format !== FORMAT ||
    !('generation' in header) ||
    typeof header.generation !== 'number' ||
    !Number.isSafeInteger(header.generation)
  ) {
    throw new Error('not a journal header');
  }
  if (!('version' in header) || header.version !== VERSION) {
    throw new Error(`journal version ${String((header as { version?: unknown }).version)} is not supported`);
  }
  return header.generation;
}

export interface ParsedJournal {
  generation: number;
  records: JournalStatement[][];
  /** Bytes up to the end of the last whole record; anything after it is a torn tail. */
  validLength: number;
  length: number;
}

/**
 * Reads a journal. A torn tail (a last line that is incomplete or does not check out) is left out; null
 * means a file without a complete header and nothing after it (a crash while it was being created).
 */
export function parseJournal(bytes: Buffer, name: string): ParsedJournal | null {
  const headerEnd = bytes.indexOf(NEWLINE);
  let generation: number;
  try {
    if (headerEnd < 0) throw new Error('incomplete header');
    generation = parseHeader(bytes.subarray(0, headerEnd));
  } catch (error) {
    if (headerEnd < 0 || headerEnd === bytes.length - 1) return null;
    throw new Error(`${name} is damaged: its header cannot be read (${(error as Error).message})`);
  }
  const records: JournalStatement[][] = [];
  let offset = headerEnd + 1;
  while (offset < bytes.length) {
    const end = bytes.indexOf(NEWLINE, offset);
    const last = end < 0 || end === bytes.length - 1;
    try {
      if (end < 0) throw new Error('incomplete record');
      records.push(decodeRecord(bytes.subarray(offset, end)));
    } catch (error) {
      // The last line may be a write that was cut off by a crash: never acknowledged, so ignored.
      if (last) break;
      throw new Error(
        `${name} is damaged at byte ${offset} (${(error as Error).message}); writes after it cannot be trusted. ` +
          'Move the data directory away or start with --reset.',
      );
    }
    offset = end + 1;
  }
  return { generation, records, validLength: offset, length: bytes.length };
}
