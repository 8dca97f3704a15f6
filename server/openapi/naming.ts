import { pathParams } from '../../contract/endpoint.ts';

/** The OpenAPI path of a contract path: `company/:company/get` is `/api/company/{company}/get`. */
export function openApiPath(contractPath: string): string {
  return `/api/${contractPath.replace(/:(\w+)/g, '{$1}')}`;
}

/**
 * A stable operation id from a contract path, in camelCase without its parameters
 * (`company/:company/operators/list` is `companyOperatorsList`); `taken` holds the ids
 * already given, and a clash adds the parameters' names.
 */
export function operationId(contractPath: string, taken: ReadonlySet<string>): string {
  const words = contractPath.split('/').filter((segment) => !segment.startsWith(':'));
  const id = camel(words);
  if (!taken.has(id)) return id;
  return camel([...words, 'by', ...pathParams(contractPath)]);
}

/** An id in PascalCase, for schema names (`companyOperatorsList` is `CompanyOperatorsList`). */
export function pascal(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

function camel(words: string[]): string {
  const parts = words.flatMap((word) => word.split(/[^A-Za-z0-9]+/)).filter(Boolean);
  return parts.map((part, index) => (index === 0 ? part.toLowerCase() : pascal(part.toLowerCase()))).join('');
}
