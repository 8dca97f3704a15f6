/** Input fields that carry a credential: masked in the operations' log, left out of every stored hash. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['Password', 'password', 'OldPassword', 'NewPassword', 'Pin', 'Token', 'Code', 'RecoveryCode', 'Secret', 'client_secret']);

/** A copy of a JSON value without its secret fields, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELDS.has(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}
