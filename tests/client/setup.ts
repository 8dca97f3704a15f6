import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without Vitest's globals Testing Library cannot unmount by itself: every rendered tree goes
// after its test, so no update (a live query, a late answer) lands once the page is torn down.
afterEach(() => cleanup());
