import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseGwei, stringToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { KNOWN_ABIS } from '../../../src/flows/signing/calls';
import { evmAddress, solanaAddress } from '../../fixtures';

/** Fixed signing requests for the review stories: no randomness, every byte spelled out. */

const recipient = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';
/** USDC on Ethereum. */
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const usdcToken = { symbol: 'USDC', decimals: 6 };
export const ethUsd = 3012.2;
export const solUsd = 142.5;

export const plainMessage = 'Welcome to Acme!\n\nSign this message to confirm you own this wallet.\nIt costs nothing.';
export const hexMessage = stringToHex('Acme order #1042: 2 × Tote bag, ship to Lisbon.');
export const rawHexMessage = '0x8f3a00ff19c4d27e5b0042e1a9cc6b1f0fa3d2c4';

export const siweMessage = createSiweMessage({
  domain: 'app.acme.test',
  address: evmAddress,
  statement: 'Sign in to Acme with your wallet.',
  uri: 'https://app.acme.test/login',
  version: '1',
  chainId: 8453,
  nonce: 'k9Qw2Lx7Vb3n',
  issuedAt: new Date('2026-01-01T09:30:00.000Z'),
  expirationTime: new Date('2026-01-01T09:40:00.000Z'),
  resources: ['https://app.acme.test/terms'],
});

export const mailTypedData = {
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallets', type: 'address[]' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallets: [evmAddress] },
    to: [{ name: 'Bob', wallets: [recipient, usdc] }],
    contents: 'Hello, Bob!',
  },
};

/** Uniswap's Permit2 PermitSingle: allow a spender to move a token until a deadline. */
export const permit2TypedData = {
  domain: { name: 'Permit2', chainId: 8453, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
  types: {
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
  },
  primaryType: 'PermitSingle',
  message: {
    details: { token: usdc, amount: '1000000000', expiration: 1769904000, nonce: 0 },
    spender: '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
    sigDeadline: '1767227400',
  },
};

export const erc20Transfer = {
  to: usdc,
  value: 0n,
  chainId: 1,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 250_000_000n] }),
  gas: 65_000n,
  maxFeePerGas: parseGwei('12'),
};

export const unlimitedApproval = {
  ...erc20Transfer,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, maxUint256] }),
};

export const nftTransfer = {
  to: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D',
  chainId: 1,
  data: encodeFunctionData({
    abi: KNOWN_ABIS.erc721,
    functionName: 'safeTransferFrom',
    args: [evmAddress, recipient, 1042n],
  }),
  gas: 90_000n,
  maxFeePerGas: parseGwei('12'),
};

export const ethTransfer = {
  to: recipient,
  value: parseEther('0.05'),
  chainId: 84532,
  gas: 21_000n,
  maxFeePerGas: parseGwei('1.5'),
};

export const unknownCall = {
  to: '0x1f98431c8aD98523631AE4a59f267346ea31F984',
  value: parseEther('0.01'),
  chainId: 8453,
  data: '0x3593564c000000000000000000000000000000000000000000000000000000000000006000000000000000000000000000000000000000000000000000000000000000a0',
  gas: 180_000n,
  maxFeePerGas: parseGwei('0.05'),
};

const solanaRecipient = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
const payer = address(solanaAddress);

/** A Solana transaction: 1.5 SOL to a recipient, then a memo (an instruction of another program). */
export const solanaTransfer = Uint8Array.from(
  getTransactionEncoder().encode(
    compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(payer, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'), lastValidBlockHeight: 100n },
            m,
          ),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: createNoopSigner(payer),
                destination: solanaRecipient,
                amount: 1_500_000_000n,
              }),
              {
                programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
                accounts: [],
                data: new TextEncoder().encode('Invoice 1042'),
              },
            ],
            m,
          ),
      ),
    ),
  ),
);

export const signature =
  '0x5d3b8c1f9e2a47b6c0d1e2f3a4b5c6d7e8f90123456789abcdef0123456789ab1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f71b';
export const transactionHash = '0x9b2f4c8e1d7a3b5c6e0f2a4d8c1b3e5f7a9c0d2e4f6a8b1c3d5e7f9a0b2c4d6e';

/** The app asking, as the Wallets page names it: with a logo (an inline SVG, no network) and without. */
const acmeLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#7c3aed"/><path d="M9 23 16 8l7 15h-4l-3-7-3 7z" fill="#fff"/></svg>',
)}`;
export const acme = { name: 'Acme', origin: 'https://app.acme.test', logo: acmeLogo };
export const acmeWithoutLogo = { name: 'Acme', origin: 'https://app.acme.test' };

/** The embedded wallet that signs, on the local chain. */
export const embeddedSigner = { address: evmAddress, chainType: 'ethereum', chainId: 84532 } as const;

/** A transfer that states no fee: the review estimates it (0.01 ETH on Base Sepolia, as the Send dialog writes it). */
export const ethTransferNoFee = { to: recipient, value: parseEther('0.01'), chainId: 84532 };
/** 21 000 gas × 1.5 gwei. */
export const estimatedFee = 21_000n * parseGwei('1.5');

/** Values with no break opportunity, to check they wrap inside their boxes on a phone. */
export const longValuesTypedData = {
  domain: { name: 'Acme Marketplace Order Router With A Very Long Name', chainId: 84532, verifyingContract: recipient },
  types: {
    Order: [
      { name: 'referenceCodeThatIsQuiteLong', type: 'string' },
      { name: 'payload', type: 'bytes' },
      { name: 'beneficiary', type: 'address' },
    ],
  },
  primaryType: 'Order',
  message: {
    referenceCodeThatIsQuiteLong: `ORDER-${'7F3A9C'.repeat(14)}`,
    payload: `0x${'deadbeef'.repeat(24)}`,
    beneficiary: recipient,
  },
};
