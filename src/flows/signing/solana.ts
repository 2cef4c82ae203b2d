import {
  decompileTransactionMessage,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getStructDecoder,
  getTransactionDecoder,
  getU32Decoder,
  getU64Decoder,
} from '@solana/kit';

/**
 * A Solana transaction for review: its instructions where @solana/kit can decompile the message (native SOL
 * transfers of the System Program named with their amounts, any other instruction by its program), else the
 * transaction as base64 with its size. Never throws.
 */

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
/** The System Program's TransferSol instruction: u32 discriminator 2, then the lamports as u64 (little-endian). */
const TRANSFER_SOL = 2;
const transferSolData = getStructDecoder([
  ['discriminator', getU32Decoder()],
  ['amount', getU64Decoder()],
]);

export type SolanaInstruction =
  | { kind: 'transfer'; from: string; to: string; lamports: bigint }
  | { kind: 'other'; program: string; accounts: number; dataSize: number };

export type SolanaTransaction =
  | { decoded: true; feePayer: string; instructions: SolanaInstruction[]; base64: string; size: number }
  | { decoded: false; base64: string; size: number };

type DecompiledInstruction = {
  programAddress: string;
  accounts?: readonly { address: string }[] | undefined;
  data?: ArrayLike<number> | undefined;
};

function describe(instruction: DecompiledInstruction): SolanaInstruction {
  const data = instruction.data ? Uint8Array.from(instruction.data) : new Uint8Array();
  const accounts = instruction.accounts ?? [];
  if (instruction.programAddress === SYSTEM_PROGRAM && data.length === 12 && accounts.length >= 2) {
    const { discriminator, amount } = transferSolData.decode(data);
    const [from, to] = accounts;
    if (discriminator === TRANSFER_SOL && from && to) {
      return { kind: 'transfer', from: from.address, to: to.address, lamports: amount };
    }
  }
  return { kind: 'other', program: instruction.programAddress, accounts: accounts.length, dataSize: data.length };
}

/** Reads a wire transaction (bytes, or base64 as the wallet RPCs carry it); null when it is neither. */
export function solanaTransactionBytes(input: unknown): Uint8Array | null {
  if (input instanceof Uint8Array) return input;
  if (typeof input === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(input) && input.length % 4 === 0) {
    try {
      return Uint8Array.from(getBase64Encoder().encode(input));
    } catch {
      return null;
    }
  }
  return null;
}

/** Decodes a wire transaction's message into its instructions, or keeps it as base64 when that is impossible. */
export function decodeSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  const base64 = getBase64Decoder().decode(bytes);
  const size = bytes.length;
  try {
    const transaction = getTransactionDecoder().decode(bytes);
    const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    // Messages that load accounts from lookup tables cannot be read without fetching them: shown raw.
    const message = decompileTransactionMessage(compiled);
    return {
      decoded: true,
      feePayer: message.feePayer.address,
      instructions: (message.instructions as readonly DecompiledInstruction[]).map(describe),
      base64,
      size,
    };
  } catch {
    return { decoded: false, base64, size };
  }
}
