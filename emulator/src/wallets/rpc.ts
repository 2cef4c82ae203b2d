import type { WalletApiEthereumRpcInput, WalletApiRpcResponse, WalletApiSolanaRpcInput } from '@privy-io/public-api';
import type { z } from 'zod';
import type { WalletEmulator } from '../context';
import { ApiError } from '../http/request';
import type { WalletRow } from '../store/wallets';
import { sendTransaction } from './ethereum';
import { withEthereum, withSolana } from './service';

export type RpcInput = z.output<typeof WalletApiEthereumRpcInput> | z.output<typeof WalletApiSolanaRpcInput>;
type RpcResponse = z.input<typeof WalletApiRpcResponse>;

const refuse = (message: string) => new ApiError(400, message, 'invalid_data');

/**
 * One wallet RPC in the provider's API shape (`POST /api/v1/wallets/:id/rpc`), answered in its response shape.
 * What signs: personal_sign, eth_signTypedData_v4, eth_signTransaction, secp256k1_sign; Solana signMessage and
 * signTransaction. What sends: eth_sendTransaction, only sponsored and only to a chain the emulator has an RPC
 * for (else refused, nothing signed). Solana signAndSendTransaction is refused: the emulator has no Solana
 * cluster to send to, and answering a hash for a transaction nobody received would be a lie.
 */
export async function walletRpc(emulator: WalletEmulator, row: WalletRow, input: RpcInput): Promise<RpcResponse> {
  if ('address' in input && input.address !== undefined && input.address !== row.address) {
    throw refuse('address is not this wallet');
  }
  switch (input.method) {
    case 'personal_sign':
      return withEthereum(emulator, row, async (s) => ({
        method: 'personal_sign',
        data: { signature: await s.personalSign(input.params.message, input.params.encoding), encoding: 'hex' },
      }));
    case 'eth_signTypedData_v4':
      return withEthereum(emulator, row, async (s) => ({
        method: 'eth_signTypedData_v4',
        data: { signature: await s.signTypedData(input.params.typed_data), encoding: 'hex' },
      }));
    case 'eth_signTransaction':
      return withEthereum(emulator, row, async (s) => ({
        method: 'eth_signTransaction',
        data: { signed_transaction: await s.signTransaction(input.params.transaction), encoding: 'rlp' },
      }));
    case 'secp256k1_sign':
      return withEthereum(emulator, row, async (s) => ({
        method: 'secp256k1_sign',
        data: { signature: await s.signHash(input.params.hash), encoding: 'hex' },
      }));
    case 'eth_sendTransaction': {
      const chainId = Number(/^eip155:(\d{1,15})$/.exec(input.caip2)?.[1] ?? Number.NaN);
      if (!Number.isSafeInteger(chainId)) throw refuse(`${input.caip2} is not an EVM chain`);
      if (input.sponsor !== true) {
        throw refuse(
          'The emulator sends transactions through the wallet API only when sponsored (sponsor: true); the SDK signs unsponsored ones and broadcasts them itself',
        );
      }
      const rpcUrl = emulator.chainRpcUrl(chainId);
      if (!rpcUrl) throw refuse(`The emulator has no RPC for ${input.caip2}: the transaction was not signed or sent`);
      return withEthereum(emulator, row, async (_s, secret) => ({
        method: 'eth_sendTransaction',
        data: { hash: await sendTransaction(secret, input.params.transaction, chainId, rpcUrl), caip2: input.caip2 },
      }));
    }
    case 'eth_sign7702Authorization':
      throw refuse('eth_sign7702Authorization is not supported by the emulator');
    case 'signMessage':
      return withSolana(emulator, row, (s) => ({
        method: 'signMessage',
        data: { signature: s.signMessage(input.params.message), encoding: 'base64' },
      }));
    case 'signTransaction':
      return withSolana(emulator, row, (s) => ({
        method: 'signTransaction',
        data: { signed_transaction: s.signTransaction(input.params.transaction), encoding: 'base64' },
      }));
    case 'signAndSendTransaction':
      throw refuse(
        'The emulator has no Solana cluster: it signs Solana transactions (signTransaction) but cannot send them',
      );
  }
}
