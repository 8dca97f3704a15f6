import { useEffect, useState } from 'react';
import { OperatorCurrent, type Operator } from '../../../contract/accounting.ts';
import { call } from '../../lib/api.ts';

/**
 * The signed-in operator, null until the server answers. Asked from the screen, not from a
 * route loader: loaders run beside the sign-in guard, so a signed-out visit would ask too.
 */
export function useOperator(): Operator | null {
  const [operator, setOperator] = useState<Operator | null>(null);
  useEffect(() => {
    let current = true;
    void call(OperatorCurrent).then((result) => {
      if (current && result.ok) setOperator(result.data.entity);
    });
    return () => {
      current = false;
    };
  }, []);
  return operator;
}
