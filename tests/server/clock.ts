import type { Clock } from '../../server/deps.ts';

/** Where every test's time starts. */
export const START_TIME = new Date('2030-01-15T09:00:00.000Z');

/** Minutes, hours and days in milliseconds, for moving the clock. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  private current = START_TIME.getTime();

  now(): Date {
    return new Date(this.current);
  }

  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  /** Puts time back to the start. */
  reset(): void {
    this.current = START_TIME.getTime();
  }
}
