import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import fc from 'fast-check';
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseGwei, stringToHex, toHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { decodeCall, KNOWN_ABIS } from './calls';
import { formatAmount, formatNative, formatUsdValue, nativeCurrency, SOL } from './format';
import { readSigningRequest, type SigningRequest, type SigningRequestInput } from './request';
import { decodeSolanaTransaction, SYSTEM_PROGRAM } from './solana';

const alice = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const bob = '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4';
const token = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

function read(input: SigningRequestInput): SigningRequest {
  const result = readSigningRequest(input);
  if (!result.ok) throw new Error(`expected a request, got ${result.problem}: ${result.detail}`);
  return result.request;
}

describe('messages (personal_sign)', () => {
  it('refuses an empty or non-string message with the spec rule (spec 5)', () => {
    for (const message of ['', undefined, null, 42, {}, new Uint8Array()]) {
      expect(readSigningRequest({ method: 'personal_sign', message })).toMatchObject({
        ok: false,
        problem: 'validation.message.empty',
      });
    }
  });

  it('keeps text as it is and decodes hex that is UTF-8, keeping other bytes raw', () => {
    expect(read({ method: 'personal_sign', message: 'Hello, Sigil' })).toEqual({
      kind: 'message',
      method: 'personal_sign',
      content: { encoding: 'text', text: 'Hello, Sigil' },
    });
    const hex = stringToHex('Grüße ✓\nline two');
    expect(read({ method: 'personal_sign', message: hex })).toMatchObject({
      content: { encoding: 'text', text: 'Grüße ✓\nline two', hex },
    });
    // Invalid UTF-8 (0xff) and control bytes stay hex.
    expect(read({ method: 'personal_sign', message: '0xff00' })).toMatchObject({
      content: { encoding: 'hex', hex: '0xff00' },
    });
    expect(read({ method: 'personal_sign', message: '0x0001' })).toMatchObject({ content: { encoding: 'hex' } });
  });

  it('reads a SIWE message as its fields', () => {
    const message = createSiweMessage({
      domain: 'app.example.com',
      address: alice,
      statement: 'Sign in to Example.',
      uri: 'https://app.example.com/login',
      version: '1',
      chainId: 8453,
      nonce: 'abcdef123456',
      issuedAt: new Date('2026-01-01T00:00:00.000Z'),
      expirationTime: new Date('2026-01-01T00:10:00.000Z'),
    });
    const request = read({ method: 'personal_sign', message });
    expect(request.kind).toBe('siwe');
    if (request.kind !== 'siwe') return;
    expect(request.fields).toMatchObject({
      domain: 'app.example.com',
      address: alice,
      statement: 'Sign in to Example.',
      uri: 'https://app.example.com/login',
      chainId: 8453,
      nonce: 'abcdef123456',
    });
    expect(request.fields.expirationTime?.toISOString()).toBe('2026-01-01T00:10:00.000Z');
    // A message that only mentions some SIWE words is a plain message.
    expect(read({ method: 'personal_sign', message: 'app.example.com wants you to sign in' }).kind).toBe('message');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (message) => {
        const result = readSigningRequest({ method: 'personal_sign', message });
        expect(result.ok).toBe(typeof message === 'string' && message.length > 0);
      }),
    );
  });
});

const mail = {
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
    from: { name: 'Cow', wallets: [alice] },
    to: [{ name: 'Bob', wallets: [bob, token] }],
    contents: 'Hello, Bob!',
  },
};

describe('typed data (eth_signTypedData_v4)', () => {
  it('builds a tree of the primary type: structs and arrays have children', () => {
    const request = read({ method: 'eth_signTypedData_v4', typedData: mail });
    if (request.kind !== 'typedData') throw new Error(request.kind);
    const { domain, primaryType, message } = request.typedData;
    expect(domain.name).toBe('Ether Mail');
    expect(primaryType).toBe('Mail');
    expect(message.map((n) => n.name)).toEqual(['from', 'to', 'contents']);
    const to = message[1];
    expect(to?.type).toBe('Person[]');
    expect(to?.children?.[0]?.children?.[1]).toMatchObject({
      id: 'Mail.to.0.wallets',
      type: 'address[]',
      children: [
        { name: '0', value: { kind: 'address', text: bob } },
        { name: '1', value: { kind: 'address', text: token } },
      ],
    });
    expect(message[2]).toEqual({
      id: 'Mail.contents',
      name: 'contents',
      type: 'string',
      value: { kind: 'string', text: 'Hello, Bob!' },
    });
  });

  it('accepts the JSON string the RPC carries', () => {
    expect(read({ method: 'eth_signTypedData_v4', typedData: JSON.stringify(mail) }).kind).toBe('typedData');
  });

  it('reports malformed typed data with a clear problem instead of crashing', () => {
    const cases: unknown[] = [
      'not json',
      null,
      { ...mail, primaryType: 'Letter' },
      { ...mail, types: undefined },
      { ...mail, message: { ...mail.message, from: { name: 'Cow', wallets: ['0x1234'] } } },
      { ...mail, message: { to: [], contents: 'x' } },
      { ...mail, types: { ...mail.types, Mail: [{ name: 'count', type: 'uint8' }] }, message: { count: 300 } },
    ];
    for (const typedData of cases) {
      const result = readSigningRequest({ method: 'eth_signTypedData_v4', typedData });
      expect(result).toMatchObject({ ok: false, problem: 'signing.invalid.typedData' });
      if (!result.ok) expect(result.detail).toBeTruthy();
    }
  });

  it('never throws on hostile input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), fc.anything(), (types, primaryType, message) => {
        readSigningRequest({ method: 'eth_signTypedData_v4', typedData: { types, primaryType, message } });
        readSigningRequest({ method: 'eth_signTypedData_v4', typedData: types });
      }),
    );
  });
});

describe('transactions (eth_signTransaction / eth_sendTransaction)', () => {
  it('reads value, fee (gas × maxFeePerGas) and an ERC-20 transfer with its named arguments', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 25_000_000n] });
    const request = read({
      method: 'eth_sendTransaction',
      transaction: { to: token, value: '0x0', data, chainId: 8453, gas: 65_000n, maxFeePerGas: toHex(parseGwei('2')) },
    });
    if (request.kind !== 'transaction') throw new Error(request.kind);
    const tx = request.transaction;
    expect(tx).toMatchObject({ to: token, value: 0n, chainId: 8453, gas: 65_000n, maxFee: 65_000n * parseGwei('2') });
    expect(tx.call).toEqual({
      kind: 'decoded',
      standard: 'erc20',
      functionName: 'transfer',
      signature: 'transfer(address,uint256)',
      args: [
        { name: 'to', type: 'address', value: bob },
        { name: 'amount', type: 'uint256', value: 25_000_000n },
      ],
    });
  });

  it('uses gasPrice for a legacy fee, and no call data means a plain transfer', () => {
    const request = read({
      method: 'eth_signTransaction',
      transaction: { to: bob, value: parseEther('0.05'), gasLimit: '21000', gasPrice: 1_000_000_000 },
    });
    if (request.kind !== 'transaction') throw new Error(request.kind);
    expect(request.transaction).toMatchObject({ value: parseEther('0.05'), maxFee: 21_000n * 10n ** 9n });
    expect(request.transaction.call).toEqual({ kind: 'none' });
  });

  it('flags an unlimited ERC-20 approval', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [bob, maxUint256] });
    const call = decodeCall(data);
    expect(call).toMatchObject({ kind: 'decoded', functionName: 'approve', args: [{}, { unlimited: true }] });
  });

  it('decodes ERC-721 and WETH calls, and honours the caller’s standard for shared selectors', () => {
    const safe = encodeFunctionData({
      abi: KNOWN_ABIS.erc721,
      functionName: 'safeTransferFrom',
      args: [alice, bob, 7n, '0xbeef'],
    });
    expect(decodeCall(safe)).toMatchObject({
      standard: 'erc721',
      signature: 'safeTransferFrom(address,address,uint256,bytes)',
      args: [{ value: alice }, { value: bob }, { name: 'tokenId', value: 7n }, { name: 'data', value: '0xbeef' }],
    });
    const all = encodeFunctionData({ abi: KNOWN_ABIS.erc721, functionName: 'setApprovalForAll', args: [bob, true] });
    expect(decodeCall(all)).toMatchObject({ functionName: 'setApprovalForAll', args: [{}, { value: true }] });
    const approve = encodeFunctionData({ abi: KNOWN_ABIS.erc721, functionName: 'approve', args: [bob, 7n] });
    expect(decodeCall(approve)).toMatchObject({ standard: 'erc20', args: [{ name: 'spender' }, { name: 'amount' }] });
    expect(decodeCall(approve, 'erc721')).toMatchObject({
      standard: 'erc721',
      args: [{ name: 'to' }, { name: 'tokenId' }],
    });
    expect(decodeCall(encodeFunctionData({ abi: KNOWN_ABIS.weth, functionName: 'deposit' }))).toMatchObject({
      standard: 'weth',
      functionName: 'deposit',
      args: [],
    });
  });

  it('shows unknown call data raw with its selector', () => {
    expect(decodeCall('0x12345678deadbeef')).toEqual({
      kind: 'unknown',
      selector: '0x12345678',
      data: '0x12345678deadbeef',
      size: 8,
    });
    // A known selector with arguments that do not decode is unknown too.
    expect(decodeCall('0xa9059cbb00')).toMatchObject({ kind: 'unknown', selector: '0xa9059cbb' });
    expect(decodeCall('0xab')).toMatchObject({ kind: 'unknown', selector: '0xab', size: 1 });
  });

  it('refuses malformed transactions with a problem, never a crash', () => {
    const bad: unknown[] = [
      null,
      'to bob',
      { to: '0x1234' },
      { to: bob, value: 'lots' },
      { to: bob, value: -1 },
      { to: bob, data: 'hello' },
      { to: bob, data: '0xabc' },
      { to: bob, chainId: '0xffffffffffffffffff' },
    ];
    for (const transaction of bad) {
      expect(readSigningRequest({ method: 'eth_sendTransaction', transaction })).toMatchObject({
        ok: false,
        problem: 'signing.invalid.transaction',
      });
    }
    fc.assert(
      fc.property(fc.anything(), (transaction) => {
        readSigningRequest({ method: 'eth_signTransaction', transaction });
      }),
    );
  });
});

async function solanaTransfer(): Promise<Uint8Array> {
  const payer = address('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV');
  const recipient = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
  const message = pipe(
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
            destination: recipient,
            amount: 1_500_000_000n,
          }),
          {
            programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
            accounts: [],
            data: new TextEncoder().encode('thanks'),
          },
        ],
        m,
      ),
  );
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)));
}

describe('Solana', () => {
  it('decodes a transaction into its instructions: a System Program transfer with its lamports', async () => {
    const bytes = await solanaTransfer();
    const decoded = decodeSolanaTransaction(bytes);
    expect(decoded).toMatchObject({
      decoded: true,
      feePayer: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      size: bytes.length,
      instructions: [
        {
          kind: 'transfer',
          from: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
          to: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
          lamports: 1_500_000_000n,
        },
        { kind: 'other', program: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', accounts: 0, dataSize: 6 },
      ],
    });
    const base64 = getBase64Decoder().decode(bytes);
    expect(read({ method: 'solana_signAndSendTransaction', transaction: base64 })).toMatchObject({
      kind: 'solanaTransaction',
      transaction: { decoded: true, base64 },
    });
    expect(SYSTEM_PROGRAM).toBe('11111111111111111111111111111111');
  });

  it('keeps what it cannot decode as base64 with its size', () => {
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    expect(decodeSolanaTransaction(bytes)).toEqual({ decoded: false, base64: 'AQIDBAU=', size: 5 });
    expect(readSigningRequest({ method: 'solana_signTransaction', transaction: 'not base64!' })).toMatchObject({
      ok: false,
      problem: 'signing.invalid.transaction',
    });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (random) => {
        decodeSolanaTransaction(random);
      }),
    );
  });

  it('reads a message as text when it is UTF-8, and refuses an empty one', () => {
    expect(read({ method: 'solana_signMessage', message: new TextEncoder().encode('Hello Solana') })).toMatchObject({
      content: { encoding: 'text', text: 'Hello Solana' },
    });
    expect(read({ method: 'solana_signMessage', message: new Uint8Array([0xff, 0xfe]) })).toMatchObject({
      content: { encoding: 'hex', hex: '0xfffe' },
    });
    expect(readSigningRequest({ method: 'solana_signMessage', message: new Uint8Array() })).toMatchObject({
      ok: false,
      problem: 'validation.message.empty',
    });
    expect(readSigningRequest({ method: 'solana_signMessage', message: '' })).toMatchObject({ ok: false });
  });
});

describe('amounts', () => {
  it('writes native units exactly, grouped for the locale, with the chain’s symbol', () => {
    expect(formatNative(parseEther('0.05'), nativeCurrency(8453), 'en')).toBe('0.05 ETH');
    expect(formatNative(parseEther('1234.5'), nativeCurrency(137), 'en')).toBe('1,234.5 POL');
    expect(formatNative(parseEther('1234.5'), nativeCurrency(1), 'de')).toBe('1.234,5 ETH');
    expect(formatNative(1_500_000_000n, SOL, 'en')).toBe('1.5 SOL');
    expect(formatAmount(12_345_678_901_234_567_890_123n, 18, 'en')).toBe('12,345.678901');
    expect(formatAmount(1n, 18, 'en')).toBe('< 0.000001');
    expect(formatAmount(0n, 18, 'en')).toBe('0');
    expect(formatAmount(parseEther('2.5'), 18, 'ar-EG')).toBe('٢٫٥');
    expect(nativeCurrency(999)).toEqual({ symbol: 'ETH', decimals: 18 });
  });

  it('gives a US-dollar value only with a price', () => {
    expect(formatUsdValue(parseEther('0.05'), nativeCurrency(1), 3012.2, 'en')).toBe('$150.61');
    expect(formatUsdValue(parseEther('0.05'), nativeCurrency(1), undefined, 'en')).toBeNull();
    expect(formatUsdValue(parseEther('0.05'), nativeCurrency(1), Number.NaN, 'en')).toBeNull();
  });
});
