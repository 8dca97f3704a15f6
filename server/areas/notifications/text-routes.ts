import type { Handler } from '../../http/handler.ts';

/** The handlers of the texts' calls at the three levels. */
export const textHandlers: readonly Handler[] = [];
