import { junkSuite } from './junk-fuzz.ts';

// The calls' junk fuzz, shard 2 of 3 (see junk-fuzz.ts).
junkSuite(1, 3);
