import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '#web/lib/api-client.ts';
import { boardQuery } from '#web/lib/api/get-board.ts';

/**
 * Shows the chosen currencies on a branch's board, in order; `null` shows every currency again.
 * The answer is the board as it now shows.
 */
export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, currencies }: { branchKey: string; currencies: string[] | null }) => {
      const params = { path: { branchKey } };
      return currencies
        ? answer(api.PUT('/api/board/{branchKey}', { params, body: { currencies } }))
        : answer(api.DELETE('/api/board/{branchKey}', { params }));
    },
    onSuccess: (board) => queryClient.setQueryData(boardQuery(board.branch.key).queryKey, board),
  });
}
