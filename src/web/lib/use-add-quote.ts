import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '#shared/constants.ts';
import type { QuoteRequest } from '#shared/schemas/quote.ts';
import { ApiError } from './api-client.ts';
import { useOffline } from './connection.ts';
import { toast } from './toast.ts';

/** Beside an Add to basket button that offline has turned off. */
export const ADD_NEEDS_CONNECTION = "You're offline: adding to your basket needs a connection.";

/**
 * Add to basket for the widget and the order page: the server quotes, the basket keeps the quote.
 * `error` is what to tell the customer where they typed: the server's refusal (such as the online
 * limit) or the basket's. With `announce`, for a form away from the basket, an item added is
 * announced in a toast (a polite live region). The quoting code loads on the first add, keeping
 * the home page's first bundle small. `offline`: no quote can be had, so the button is off.
 */
export function useAddQuote({ announce = false } = {}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const offline = useOffline();

  /** Resolves to true once the quote is in the basket. */
  async function add(request: QuoteRequest): Promise<boolean> {
    setPending(true);
    setError(undefined);
    try {
      const { addQuote, addedMessage } = await import('./quote-basket.ts');
      const added = await addQuote(request, queryClient);
      if (!added.ok) {
        setError(added.message);
        return false;
      }
      if (announce) toast.success(addedMessage(added.item), { role: 'status' });
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : MESSAGES.somethingWentWrong);
      return false;
    } finally {
      setPending(false);
    }
  }

  return { add, pending, error, setError, offline };
}
