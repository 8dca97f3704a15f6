/** Log levels, from the most to the least important. */
export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

const ORDER: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

/** A line logger with a level threshold; tests pass a silent one. */
export interface Logger {
  error(message: string, error?: unknown): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

/** Writes timestamped lines to stdout (stderr for errors) at or above `level`. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: LogLevel, message: string, error?: unknown) => {
    if (ORDER[at] > ORDER[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}`;
    if (at === 'error') {
      console.error(line);
      if (error) console.error(error);
    } else {
      console.log(line);
    }
  };
  return {
    error: (message, error) => write('error', message, error),
    warn: (message) => write('warn', message),
    info: (message) => write('info', message),
    debug: (message) => write('debug', message),
  };
}

/** A logger that keeps nothing, for tests. */
export const silentLogger: Logger = { error() {}, warn() {}, info() {}, debug() {} };
