/**
 * Unit project setup. Its files share one module graph (`isolate: false`), so the emulator tests' clock would carry
 * over from one file to the next: every test starts at the clock's start, whichever file ran before.
 */
import { beforeEach } from 'vitest';
import { resetClock } from '../emulator/helpers';

beforeEach(resetClock);
