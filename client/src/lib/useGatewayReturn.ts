import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type GatewayReturn = 'success' | 'failure';

/**
 * The `?{param}=success|failure` the payment callback adds on the way back: read once, then taken out
 * of the address (so a reload does not repeat it). `dismiss` hides it.
 */
export function useGatewayReturn(param: string) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const [result, setResult] = useState<GatewayReturn | null>(() =>
    raw === 'success' || raw === 'failure' ? raw : null,
  );

  useEffect(() => {
    if (raw === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [raw, param, setParams]);

  return { result, dismiss: () => setResult(null) };
}
