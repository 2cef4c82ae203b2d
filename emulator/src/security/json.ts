/**
 * The bounds every JSON value the emulator reads is held to, before anything walks it (a schema, a signature's
 * canonical form, a page's summary): nesting depth (each array or object one level), and values in all (each
 * array, object, string, number, boolean and null one). The SDK's requests nest a few levels (typed data a few
 * more) and hold tens of values; bodies are also bounded to 100 KB (http/request.ts), which bounds their strings.
 */
export const JSON_LIMITS = { depth: 64, values: 10_000 } as const;

type Limits = { depth: number; values: number };

/**
 * A value beyond the bounds, or not JSON: the request's fault wherever it is found (http/request.ts answers it as a 400
 * `invalid_data` with this message).
 */
export class JsonBoundsError extends Error {
  constructor(
    /** Which bound: nested too deep, too many values, or a value JSON has not. */
    readonly bound: 'depth' | 'values' | 'type',
    message: string,
  ) {
    super(message);
  }
}

const tooDeep = (limits: Limits) => new JsonBoundsError('depth', `JSON nested deeper than ${limits.depth} levels`);
const tooLarge = (limits: Limits) => new JsonBoundsError('values', `JSON with more than ${limits.values} values`);
const notJson = (what: string) => new JsonBoundsError('type', `A ${what} is not a JSON value`);

/** One array or object being walked: its members left to visit, and how deep it is. */
interface Frame {
  /** Object members as [key, value], array items as [null, value]; sorted by key for canonical output. */
  members: [string | null, unknown][];
  next: number;
  depth: number;
  close: ']' | '}';
}

/** A primitive as RFC 8785 writes it (JSON.stringify's form for strings, finite numbers, booleans and null). */
function primitive(value: unknown): string {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw notJson('non-finite number');
      return JSON.stringify(value);
    case 'object':
      if (value === null) return 'null';
      break;
  }
  throw notJson(typeof value);
}

/**
 * The one walk over JSON values: iterative (an explicit stack, never the call stack, so no input can overflow
 * it), refusing a value nested deeper or holding more values than `limits`, or of a type JSON has not (bigint,
 * function, symbol, a non-finite number, undefined where a value must be). `emit`, when given, receives the
 * RFC 8785 canonical text piece by piece: object keys sorted by UTF-16 code units, no whitespace; members whose
 * value is undefined left out and undefined array items written `null` (as JSON.stringify and the SDK's
 * `canonicalize` do).
 */
function walk(value: unknown, limits: Limits, emit: ((text: string) => void) | null): void {
  let values = 0;
  const stack: Frame[] = [];
  const visit = (item: unknown, depth: number) => {
    values += 1;
    if (values > limits.values) throw tooLarge(limits);
    if (item === null || typeof item !== 'object') {
      const text = primitive(item);
      emit?.(text);
      return;
    }
    if (depth >= limits.depth) throw tooDeep(limits);
    let members: [string | null, unknown][];
    if (Array.isArray(item)) {
      members = item.map((v): [null, unknown] => [null, v]);
    } else {
      members = Object.entries(item).filter(([, v]) => v !== undefined);
      // UTF-16 code unit order, as RFC 8785 sorts (JavaScript's string comparison).
      if (emit)
        members.sort(([a], [b]) => ((a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0));
    }
    emit?.(Array.isArray(item) ? '[' : '{');
    stack.push({ members, next: 0, depth: depth + 1, close: Array.isArray(item) ? ']' : '}' });
  };
  visit(value, 0);
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame;
    if (top.next === top.members.length) {
      emit?.(top.close);
      stack.pop();
      continue;
    }
    const [key, member] = top.members[top.next] as [string | null, unknown];
    if (top.next > 0) emit?.(',');
    top.next += 1;
    if (key !== null) emit?.(`${JSON.stringify(key)}:`);
    if (member === undefined && key === null) {
      values += 1;
      emit?.('null');
      continue;
    }
    visit(member, top.depth);
  }
}

/** The value itself once it is within the bounds (see `walk`); a JsonBoundsError naming the bound otherwise. */
export function boundedJson<T>(value: T, limits: Limits = JSON_LIMITS): T {
  walk(value, limits, null);
  return value;
}

/**
 * RFC 8785 canonical JSON (what the SDK's `canonicalize` produces, and what request signatures are made over),
 * written iteratively within the bounds (see `walk`).
 */
export function canonicalJson(value: unknown, limits: Limits = JSON_LIMITS): string {
  const parts: string[] = [];
  walk(value, limits, (text) => parts.push(text));
  return parts.join('');
}

/**
 * JSON text parsed and held to the bounds: a SyntaxError for text that is not JSON (as JSON.parse), a
 * JsonBoundsError for a value beyond them. JSON.parse itself does not recurse on the call stack.
 */
export function parseJson(text: string, limits: Limits = JSON_LIMITS): unknown {
  return boundedJson(JSON.parse(text) as unknown, limits);
}
