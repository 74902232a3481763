import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type GatewayReturn = 'success' | 'failure';

/**
 * The `?{param}=success|failure` the payment callback adds on the way back: read once, then taken out
 * of the address (so a reload does not repeat it), with any `extraParams` that came with it (a paid
 * donation's `receipt` link). `dismiss` hides it.
 */
export function useGatewayReturn(param: string, extraParams: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const [result, setResult] = useState<GatewayReturn | null>(() =>
    raw === 'success' || raw === 'failure' ? raw : null,
  );
  const [extras] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(extraParams.map((name) => [name, params.get(name)])),
  );
  const names = [param, ...extraParams].join(',');

  useEffect(() => {
    if (raw === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of names.split(',')) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [raw, names, setParams]);

  return { result, extras, dismiss: () => setResult(null) };
}
