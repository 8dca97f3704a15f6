import type { Handler } from '../../http/handler.ts';

/** The handlers of the senders' calls at the three levels. */
export const senderHandlers: readonly Handler[] = [];
