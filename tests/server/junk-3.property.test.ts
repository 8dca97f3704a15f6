import { junkSuite } from './junk-fuzz.ts';

// The calls' junk fuzz, shard 3 of 3 (see junk-fuzz.ts).
junkSuite(2, 3);
