import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CreateOrderBody, PlacedOrder } from '#shared/schemas/order.ts';
import { answer, api, ApiError } from '#web/lib/api-client.ts';

/**
 * Places an order with an Idempotency-Key per checkout attempt. When an attempt gets no answer
 * from the server (a network failure), sending the same order again reuses its key, so the
 * server never stores it twice; any other order, or any answer, starts a new attempt.
 */
export function usePlaceOrder() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: CreateOrderBody; key: string }) =>
      answer(api.POST('/api/Order', { body, headers: { 'idempotency-key': key } })),
    onSettled: (_order, error) => {
      if (!error || error instanceof ApiError) attempt.current = null;
    },
  });

  function placeOrder(
    body: CreateOrderBody,
    callbacks: { onSuccess: (order: PlacedOrder) => void; onError: (error: Error) => void },
  ) {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    mutation.mutate({ body, key: attempt.current.key }, callbacks);
  }

  return { placeOrder, isPending: mutation.isPending };
}
