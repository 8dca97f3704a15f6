// The limits of the sign-in calls. They must stop guessing without letting a stranger lock the
// owner out: a browser that signed in to the account before (its device cookie) has a budget
// of its own, and the budgets strangers share (per address, per account and address, per
// account) never hold it back.
import { DEVICE_COOKIE, knownDevice } from '../../auth/devices.ts';
import type { RateLimitCaller, RateLimitRule } from '../../http/handler.ts';

/** A window of a quarter hour, in seconds. */
export const QUARTER_HOUR = 15 * 60;
/** A window of an hour, in seconds. */
export const HOUR = 60 * 60;

type AccountInput = { Email: string };

const devices = new WeakMap<RateLimitCaller, Promise<string | null>>();

// Asked once per call, whichever rule asks first.
function deviceOf(input: AccountInput, caller: RateLimitCaller): Promise<string | null> {
  let device = devices.get(caller);
  if (!device) {
    device = knownDevice(caller.db, caller.cookie(DEVICE_COOKIE), input.Email, caller.now);
    devices.set(caller, device);
  }
  return device;
}

function strangers(name: string, limit: number, windowSeconds: number, key: (input: AccountInput, caller: RateLimitCaller) => string) {
  return {
    name,
    limit,
    windowSeconds,
    key: async (input, caller) => ((await deviceOf(input, caller)) ? null : key(input, caller)),
  } satisfies RateLimitRule<AccountInput>;
}

/** Calls from one address by browsers the account does not know, whatever the account. */
export const byAddress = (limit: number, windowSeconds: number) => strangers('address', limit, windowSeconds, (_input, caller) => caller.ip);

/** Calls for one account from one address, by browsers the account does not know. */
export const byAccountAndAddress = (limit: number, windowSeconds: number) =>
  strangers('account-address', limit, windowSeconds, (input, caller) => `${input.Email}|${caller.ip}`);

/** Calls for one account by every browser it does not know, wherever they are: what stops guessing from many addresses. */
export const byAccount = (limit: number, windowSeconds: number) => strangers('account', limit, windowSeconds, (input) => input.Email);

/** Calls for one account from one browser that signed in to it before. */
export const byKnownDevice = (limit: number, windowSeconds: number): RateLimitRule<AccountInput> => ({
  name: 'device',
  limit,
  windowSeconds,
  key: async (input, caller) => {
    const device = await deviceOf(input, caller);
    return device ? `${input.Email}|${device}` : null;
  },
});

/** Calls by one address, signed in or not (calls that name no account). */
export const byCallerAddress = (limit: number, windowSeconds: number): RateLimitRule<unknown> => ({
  name: 'address',
  limit,
  windowSeconds,
  key: (_input, caller) => caller.ip,
});

/** Calls by one signed-in operator. */
export const byOperator = (limit: number, windowSeconds: number): RateLimitRule<unknown> => ({
  name: 'operator',
  limit,
  windowSeconds,
  key: (_input, caller) => caller.operatorId,
});

/** The sign-in step with the password. */
export const LOGIN_START_LIMITS = [byAddress(100, QUARTER_HOUR), byAccountAndAddress(10, QUARTER_HOUR), byAccount(30, QUARTER_HOUR), byKnownDevice(10, QUARTER_HOUR)];

/**
 * The PIN or code step. Its guesses are bound to a login attempt (5 tries), which only the
 * password opens, so it needs no per-account budget a stranger could spend.
 */
export const LOGIN_UNLOCK_LIMITS = [byAddress(100, QUARTER_HOUR), byAccountAndAddress(15, QUARTER_HOUR), byKnownDevice(15, QUARTER_HOUR)];

/** Recovery links: the per-account budget keeps the owner's mailbox from floods. */
export const RECOVERY_START_LIMITS = [byAddress(30, HOUR), byAccount(5, HOUR), byKnownDevice(5, HOUR)];
