import { type ChildProcessByStdio, spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The emulator's CLI as a person runs it (in memory, any free ports, its local chain), started until its banner
 * has printed a line matching `until`. Returns the process and the banner so far; the caller stops it.
 */
export async function startEmulatorCli(
  until: RegExp,
): Promise<{ cli: ChildProcessByStdio<null, Readable, Readable>; banner: string }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const cli = spawn(
    process.execPath,
    ['--import', 'tsx', 'emulator/src/cli.ts', '--port', '0', '--data', 'memory', '--chain-port', '0'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const banner = await new Promise<string>((resolve, reject) => {
      let out = '';
      cli.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (until.test(out)) resolve(out);
      });
      cli.once('exit', (code) => reject(new Error(`the CLI exited (${code}): ${out}`)));
    });
    return { cli, banner };
  } catch (error) {
    cli.kill('SIGKILL');
    throw error;
  }
}
