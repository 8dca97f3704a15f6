/** A value's problems by the path of what is wrong (`blocks.0.fields.2.label`), each with its message. */
export type Issues = ReadonlyMap<string, string>;

/** No problem at all. */
export const NO_ISSUES: Issues = new Map();

// A path is touched when it, or a setting holding it (`accept` for `accept.2`), was.
function isTouched(path: string, touched: ReadonlySet<string>): boolean {
  for (let at = path; ; at = at.slice(0, at.lastIndexOf('.'))) {
    if (touched.has(at)) return true;
    if (!at.includes('.')) return false;
  }
}

/**
 * The problems to show: each one once the person touched its setting, every one once they asked
 * for what the problems block (publishing). A problem nobody touched yet stays unmarked: a new
 * condition is not wrong before its value was asked for.
 */
export function shownIssues(issues: Issues, touched: ReadonlySet<string>, revealed: boolean): Issues {
  if (revealed || issues.size === 0) return issues;
  if (touched.size === 0) return NO_ISSUES;
  return new Map([...issues].filter(([path]) => isTouched(path, touched)));
}

/** Whether two sets of problems say the same: a screen keeps the one it has, and draws nothing again. */
export function sameIssues(a: Issues, b: Issues): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [path, message] of a) if (b.get(path) !== message) return false;
  return true;
}

/** What an input shows of the problems: its message, and the blur that marks it touched. */
export interface IssueProps {
  error: string | undefined;
  onBlur(): void;
}

/** The problems under one path, as a settings panel and its inputs read them. */
export interface IssueView {
  /** The input of the setting at `path`: its problem (or the first one under it), and its blur. */
  at(path: string): IssueProps;
  /** The view of the part at `path` (a field's options, its conditions). */
  under(path: string): IssueView;
}

function firstAt(issues: Issues, path: string): string | undefined {
  const exact = issues.get(path);
  if (exact !== undefined) return exact;
  for (const [at, message] of issues) if (at.startsWith(`${path}.`)) return message;
  return undefined;
}

/** The view of the problems shown under `prefix`; `touch` marks a setting's path as touched. */
export function issueView(shown: Issues, touch: (path: string) => void, prefix = ''): IssueView {
  const full = (path: string) => (prefix === '' ? path : path === '' ? prefix : `${prefix}.${path}`);
  return {
    at(path) {
      const name = full(path);
      return { error: firstAt(shown, name), onBlur: () => touch(name) };
    },
    under(path) {
      return issueView(shown, touch, full(path));
    },
  };
}
