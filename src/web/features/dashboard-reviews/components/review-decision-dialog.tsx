import '#web/lib/zod-browser.ts';
import {
  REVIEW_NOTE_MAX_LENGTH,
  ReviewDecisionBodySchema,
  type HeldOrder,
  type ReviewDecision,
} from '#shared/schemas/review.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import {
  DANGER_BUTTON,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from '#web/components/ui/save-or-cancel.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useDecideReview } from '../api/decide-review.ts';

export interface DecisionRequest {
  order: HeldOrder;
  decision: ReviewDecision;
}

const WORDS: Record<
  ReviewDecision,
  { ask: string; what: string; confirm: string; done: (orderId: string) => string }
> = {
  clear: {
    ask: 'Clear this order?',
    what: 'Staff may then accept and complete it.',
    confirm: 'Clear the order',
    done: (orderId) => `Order ${orderId} cleared: it can now be accepted`,
  },
  reject: {
    ask: 'Reject this order?',
    what: "It is deleted and its notes go back into stock. You won't be able to revert this!",
    confirm: 'Reject the order',
    done: (orderId) => `Order ${orderId} rejected: it is deleted`,
  },
};

const NoteFormSchema = ReviewDecisionBodySchema.pick({ note: true });

/** The server's problem with the note, if it named it. */
const noteIssue = (error: Error) =>
  error instanceof ApiError
    ? error.issues.find((issue) => issue.path.replace(/^body\./, '') === 'note')?.message
    : undefined;

/**
 * Asks for the note an Admin's decision on a held order needs (what was seen or checked), then
 * clears or rejects it. A refusal the note caused shows at the note; any other (another Admin
 * decided first) closes the dialog with the server's message.
 */
export function ReviewDecisionDialog({
  request,
  onClose,
}: {
  request: DecisionRequest | null;
  onClose: () => void;
}) {
  const decide = useDecideReview();
  const form = useSchemaForm(NoteFormSchema, { note: '' });
  const busy = decide.isPending;
  const words = request && WORDS[request.decision];

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(({ note }) => {
    if (!request || !words) return;
    const { order, decision } = request;
    decide.mutate(
      { id: order._id, decision, note },
      {
        onSuccess: () => {
          toast.success(words.done(order.Order_Id));
          close();
        },
        onError: (error) => {
          const atNote = noteIssue(error);
          if (atNote) return form.setError('note', { message: atNote });
          toast.error(error.message);
          close();
        },
      },
    );
  });

  return (
    <ModalDialog
      open={request !== null}
      title={words?.ask ?? ''}
      busy={busy}
      onClose={close}
      description={
        request &&
        words && (
          <>
            <p>{words.what}</p>
            <p className="text-sm text-slate-600">
              Order {request.order.Order_Id}, {request.order.Name}
            </p>
          </>
        )
      }
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="w-full space-y-4 text-left"
      >
        <TextAreaField
          label="Note"
          hint="What you saw or checked, kept with the decision."
          data-autofocus
          rows={4}
          required
          maxLength={REVIEW_NOTE_MAX_LENGTH}
          {...fieldOf(form, 'note')}
          disabled={busy}
        />
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="submit"
            disabled={busy}
            className={request?.decision === 'reject' ? DANGER_BUTTON : PRIMARY_BUTTON}
          >
            {busy ? 'Working…' : words?.confirm}
          </button>
          <button type="button" onClick={close} disabled={busy} className={SECONDARY_BUTTON}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
