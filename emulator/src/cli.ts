import { parseArgs } from 'node:util';
import { SUPPORTED_CHAINS } from './chain/settings';
import { loadConfig } from './config';
import { startEmulator } from './server';

const HELP = `Sigil's local emulator of the auth provider's API.

Usage: npm run emulator -- [options]

  --port <n>        port on 127.0.0.1 (default 8787; 0 picks a free one)
  --data <dir>      data directory for users, sessions, passkeys and the signing key
                    (default .emulator-data; "memory" keeps nothing)
  --config <file>   app configuration (JSON; see emulator/sigil-app.json)
  --reset           wipe the data directory first
  --chain <mode>    anvil (default): a local Ethereum chain beside the API, with a faucet;
                    off: no chain (the faucet answers 404)
  --chain-port <n>  the local chain's JSON-RPC port on 127.0.0.1 (default 8545; taken: any free one)
  --help            this text
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    data: { type: 'string', default: '.emulator-data' },
    config: { type: 'string' },
    reset: { type: 'boolean', default: false },
    chain: { type: 'string', default: 'anvil' },
    'chain-port': { type: 'string', default: '8545' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a whole number from 0 to 65535, not "${values.port}"`);
  process.exit(2);
}

if (values.chain !== 'anvil' && values.chain !== 'off') {
  console.error(`--chain must be anvil or off, not "${values.chain}"`);
  process.exit(2);
}
const chainPort = Number(values['chain-port']);
if (!Number.isInteger(chainPort) || chainPort < 0 || chainPort > 65_535) {
  console.error(`--chain-port must be a whole number from 0 to 65535, not "${values['chain-port']}"`);
  process.exit(2);
}

try {
  const config = loadConfig(values.config);
  const dataDir = values.data === 'memory' ? null : values.data;
  const emulator = await startEmulator({
    config,
    port,
    dataDir,
    reset: values.reset,
    chain: values.chain === 'anvil',
    chainPort,
  });
  const chain = emulator.chain;
  const chainName = SUPPORTED_CHAINS.find((c) => c.id === chain?.chainId)?.name ?? 'custom';
  console.log(
    [
      '',
      `  Sigil auth emulator for "${config.appName}" is running.`,
      '',
      `  API (apiUrl)   ${emulator.url}`,
      `  App id         ${config.appId}`,
      `  Inbox          ${emulator.url}/_emulator`,
      `  JWKS           ${emulator.url}/.well-known/jwks.json`,
      `  WC relay       ${emulator.relayUrl} (WalletConnect's relay: a mobile wallet's relayUrl)`,
      `  Data           ${dataDir ?? 'in memory (nothing is kept)'}${values.reset ? ' (reset)' : ''}`,
      `  Login methods  ${config.loginMethods.join(', ')}`,
      chain
        ? `  Chain RPC      ${chain.rpcUrl} (anvil, chain id ${chain.chainId}, ${chainName}; faucet: POST /_emulator/faucet)`
        : '  Chain RPC      off (--chain off)',
      ...(chain
        ? [
            `  RPC for apps   ${emulator.url}/rpc/${chain.chainId} (JSON-RPC for the browser: rpcUrls.privyWalletOverride)`,
          ]
        : []),
      ...(config.chain.smartWallets.enabled
        ? ['  Smart wallets  on (see GET /api/v1/apps/<appId>/smart_wallets)']
        : []),
      '',
    ].join('\n'),
  );
  const stop = () => {
    emulator.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
