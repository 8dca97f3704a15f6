import { junkSuite } from './junk-fuzz.ts';

// The calls' junk fuzz, shard 1 of 3 (see junk-fuzz.ts).
junkSuite(0, 3);
