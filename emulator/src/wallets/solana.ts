import { type Address, getTransactionDecoder, getTransactionEncoder, type SignatureBytes } from '@solana/kit';
import { ApiError } from '../http/request';
import { solanaKeypair } from './keys';

const invalid = (message: string) => new ApiError(400, message, 'invalid_data');

/** Base64 text to bytes, refusing anything that is not canonical base64. */
function fromBase64(text: string, what: string): Uint8Array {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.toString('base64').replace(/=+$/, '') !== text.replace(/=+$/, '')) throw invalid(`${what} is not base64`);
  return new Uint8Array(bytes);
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Signing with one Solana (Ed25519) key: each method of the provider's wallet RPC that only signs. */
export function solanaSigner(seed: Uint8Array) {
  const keypair = solanaKeypair(seed);
  return {
    address: keypair.address,
    /** The signature of a message's bytes (base64 in and out, the provider's encoding). */
    signMessage: (message: string) => toBase64(keypair.sign(fromBase64(message, 'The message'))),
    /**
     * Signs a wire transaction (base64): its message bytes signed with this key, the signature put in this
     * wallet's signer slot, the transaction re-encoded with every other signature kept. A transaction that does
     * not name this wallet as a signer is refused.
     */
    signTransaction: (transaction: string) => {
      const bytes = fromBase64(transaction, 'The transaction');
      let decoded: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
      try {
        decoded = getTransactionDecoder().decode(bytes);
      } catch (error) {
        throw invalid(`Not a Solana wire transaction: ${(error as Error).message.split('\n')[0]}`);
      }
      const signer = keypair.address as Address;
      if (!(signer in decoded.signatures)) throw invalid('This wallet is not a signer of the transaction');
      const signed = {
        ...decoded,
        signatures: {
          ...decoded.signatures,
          [signer]: keypair.sign(new Uint8Array(decoded.messageBytes)) as SignatureBytes,
        },
      };
      return toBase64(new Uint8Array(getTransactionEncoder().encode(signed)));
    },
  };
}
