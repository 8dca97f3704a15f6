interface Waiting {
  task: () => void;
  live: boolean;
}

// The tasks of the frame being prepared: one animation frame (and one fallback timer) serves every
// read a screen starts while it renders, however many.
let batch: Waiting[] | null = null;

function newBatch(): Waiting[] {
  const mine: Waiting[] = [];
  let done = false;
  const flush = () => {
    if (done) return;
    done = true;
    if (batch === mine) batch = null;
    clearTimeout(fallback);
    for (const waiting of mine) if (waiting.live) waiting.task();
  };
  requestAnimationFrame(() => setTimeout(flush, 0));
  // A frame that never comes (a page hidden meanwhile) holds nothing back for long.
  const fallback = setTimeout(flush, 100);
  return mine;
}

/**
 * Runs `task` once the browser has painted the frame being prepared (in the task after the next
 * animation frame), or at once in a page that is hidden and paints no frames. Returns how to call
 * it off.
 */
export function afterPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const waiting: Waiting = { task, live: true };
  (batch ??= newBatch()).push(waiting);
  return () => {
    waiting.live = false;
  };
}
