/**
 * Shared setup of the persistence tests (persistence.test.ts, persistence-journal.test.ts): scratch data
 * directories, the emulator as a child process, and a small schema of the tests' own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { Store } from '../../emulator/src/store/database';

export const root = path.resolve(import.meta.dirname, '../..');
/**
 * Node itself with tsx's loader: one process, so SIGKILL kills the emulator (`node_modules/.bin/tsx` would
 * start the script in a child process of its own and only the wrapper would die).
 */
export function node(args: string[], stdio: ('pipe' | 'ignore' | 'inherit')[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, stdio });
  children.push(child);
  return child;
}
const children: ChildProcess[] = [];
export const APP = { 'privy-app-id': 'sigillocalemulatorapp0001', 'content-type': 'application/json' };

/** This test's data directory (a new one before each test). */
export let dir: string;
/** Directories removed after each test. */
export const scratch: string[] = [];

/**
 * Before each test a new data directory (`dir`); after it, every child process still running is killed and every
 * scratch directory removed. Called once at the top of each persistence test file.
 */
export function scratchDirectories() {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sigil-persistence-'));
    scratch.push(dir);
  });
  afterEach(() => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const d of scratch.splice(0)) rmSync(d, { recursive: true, force: true });
  });
}

export const journalFile = (d = dir) => path.join(d, 'emulator.journal');
export const snapshotFile = (d = dir) => path.join(d, 'emulator.sqlite');

/** The data directory as a crash would leave it: a copy of the files, taken while the store is still open. */
export function crashCopy(from = dir) {
  const copy = mkdtempSync(path.join(tmpdir(), 'sigil-persistence-crash-'));
  scratch.push(copy);
  cpSync(from, copy, { recursive: true });
  return copy;
}

/** A small schema of its own, so the tests measure the store and not the emulator's routes. */
const itemsSchema = (store: Store) =>
  store.script('CREATE TABLE IF NOT EXISTS items (id INTEGER PRIMARY KEY, label TEXT NOT NULL, payload BLOB)');
export const openItems = (d = dir, options: { compactAt?: number; reset?: boolean } = {}) =>
  Store.open(d, { migrate: itemsSchema, ...options });
export const labels = (store: Store) =>
  store.all<{ label: string }>('SELECT label FROM items ORDER BY id').map((r) => r.label);
