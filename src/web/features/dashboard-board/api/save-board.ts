import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board } from '../../../../shared/schemas/board.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { boardQuery } from '../../../lib/api/get-board.ts';

/**
 * Shows the chosen currencies on a branch's board, in order; `null` shows every currency again.
 * The answer is the board as it now shows.
 */
export function useSaveBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ branchKey, currencies }: { branchKey: string; currencies: string[] | null }) => {
      const path = `/api/board/${encodeURIComponent(branchKey)}`;
      return currencies
        ? apiSend<Board>('PUT', path, { currencies })
        : apiSend<Board>('DELETE', path);
    },
    onSuccess: (board) => queryClient.setQueryData(boardQuery(board.branch.key).queryKey, board),
  });
}
