/** The result of the order the pay page sent the reader back with (`?order=`), asked for once. */
import { useState } from 'react';
import type { OrderStatusAnswer } from '../../core/contract/wallet';
import { useEffectOn } from '../../ui/useEffectOn';
import { awaitOrder } from './wallet.api';

export type OrderResult = { state: 'checking' } | { state: 'done'; answer: OrderStatusAnswer } | { state: 'failed' };

export function useOrderResult(orderNo: string | undefined): OrderResult | null {
  const [result, setResult] = useState<OrderResult | null>(null);
  useEffectOn([orderNo], () => {
    if (!orderNo) return setResult(null);
    const controller = new AbortController();
    setResult({ state: 'checking' });
    awaitOrder(orderNo, controller.signal).then(
      (answer) => !controller.signal.aborted && setResult({ state: 'done', answer }),
      () => !controller.signal.aborted && setResult({ state: 'failed' }),
    );
    return () => controller.abort();
  });
  return result;
}
