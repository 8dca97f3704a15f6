type Params = Record<string, string | undefined>;

interface Segment {
  /** Fixed text before the parameter, e.g. `block-` in `block-:block`. */
  prefix: string;
  name: string;
}

function parameterSegments(specPath: string): Segment[] {
  return specPath.split('/').flatMap((segment) => {
    const match = /^([^:]*):(\w+)\??$/.exec(segment);
    return match ? [{ prefix: match[1]!, name: match[2]! }] : [];
  });
}

/**
 * The router's form of a spec path. React Router only matches whole-segment parameters,
 * so `block-:block` becomes `:block` and the prefix is checked by `specParams`.
 */
export function routerPath(specPath: string): string {
  return specPath.replace(/(^|\/)[^/:]+:(\w+)/g, '$1:$2');
}

/** True when the spec path has a parameter with a fixed prefix, which the router cannot check itself. */
export function hasPrefixedParams(specPath: string): boolean {
  return parameterSegments(specPath).some((segment) => segment.prefix !== '');
}

/** The parameter names of a spec path, in order. */
export function paramNames(specPath: string): string[] {
  return parameterSegments(specPath).map((segment) => segment.name);
}

/**
 * The parameters as the spec names them, prefixes removed; null when a prefixed segment
 * lacks its prefix (`submissions/7` is not `submissions/block-7`).
 */
export function specParams(specPath: string, params: Params): Params | null {
  const result: Params = { ...params };
  for (const { prefix, name } of parameterSegments(specPath)) {
    const value = params[name];
    if (!prefix || value === undefined) continue;
    if (!value.startsWith(prefix) || value.length === prefix.length) return null;
    result[name] = value.slice(prefix.length);
  }
  return result;
}
