/**
 * WalletConnect's key-value storage, in memory: its default writes files, and the emulated phone keeps its pairings
 * and sessions only while the emulator runs.
 */
export class MemoryStorage {
  private readonly map = new Map<string, unknown>();
  async getKeys() {
    return [...this.map.keys()];
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.map.entries()] as [string, T][];
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.map.get(key) as T | undefined;
  }
  async setItem<T = unknown>(key: string, value: T) {
    this.map.set(key, value);
  }
  async removeItem(key: string) {
    this.map.delete(key);
  }
}
