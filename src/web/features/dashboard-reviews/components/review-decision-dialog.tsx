import '#web/lib/zod-browser.ts';
import { z } from 'zod';
import {
  REPORTED_TO,
  REVIEW_NOTE_MAX_LENGTH,
  ReviewDecisionBodySchema,
  ReviewNoteSchema,
  type HeldOrder,
  type ReviewDecisionBody,
} from '#shared/schemas/review.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { ReportFields } from '#web/components/ui/report-fields.tsx';
import {
  DANGER_BUTTON,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from '#web/components/ui/save-or-cancel.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useDecideReview } from '../api/decide-review.ts';

/**
 * What the Reviews screen offers: an Admin's clear and reject of a due-diligence hold; the MLRO's
 * clear and report of a sanctions hold, and the close of a report.
 */
export type DecisionKind = 'clear' | 'reject' | 'clear-sanctions' | 'report' | 'close-report';

export interface DecisionRequest {
  order: HeldOrder;
  decision: DecisionKind;
}

const WORDS: Record<
  DecisionKind,
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
  'clear-sanctions': {
    ask: 'Clear the sanctions match?',
    what: 'The customer is not the listed person: the order goes on as any other.',
    confirm: 'Clear the match',
    done: (orderId) => `Order ${orderId}: the sanctions match is cleared`,
  },
  report: {
    ask: 'Report this order?',
    what: 'The order is frozen until you close the report: no one accepts, completes, cancels or expires it, and its notes stay held.',
    confirm: 'Record the report',
    done: (orderId) => `Order ${orderId} reported: it is frozen`,
  },
  'close-report': {
    ask: 'Close the report?',
    what: 'The order goes back to the normal flow.',
    confirm: 'Close the report',
    done: (orderId) => `Order ${orderId}: the report is closed`,
  },
};

/** The report's fields as typed: the form checks them with the server's schema. */
const ReportOption = ReviewDecisionBodySchema.options[2];
const DecisionFormSchema = z.object({
  note: ReviewNoteSchema,
  reportedTo: z.string(),
  reference: z.string(),
  reportedOn: z.string(),
});
const ReportFormSchema = DecisionFormSchema.extend({
  reportedTo: ReportOption.shape.reportedTo,
  reference: ReportOption.shape.reference,
  reportedOn: ReportOption.shape.reportedOn,
});
const NOTHING_TYPED = { note: '', reportedTo: '', reference: '', reportedOn: '' };

/** The request body of `kind` with the fields typed. */
function bodyOf(
  kind: DecisionKind,
  fields: z.output<typeof DecisionFormSchema>,
): ReviewDecisionBody {
  const { note } = fields;
  switch (kind) {
    case 'clear-sanctions':
      return { decision: 'clear', hold: 'sanctions', note };
    case 'report':
      return { decision: 'report', ...ReportFormSchema.parse(fields) };
    case 'clear':
    case 'reject':
    case 'close-report':
      return { decision: kind, note };
  }
}

type FieldName = 'note' | 'reportedTo' | 'reference' | 'reportedOn';
const FIELDS: readonly FieldName[] = ['note', 'reportedTo', 'reference', 'reportedOn'];

/** The server's problems with the fields, by field, if it named any. */
const fieldIssues = (error: Error) =>
  error instanceof ApiError
    ? error.issues.flatMap((issue) => {
        const field = FIELDS.find((name) => issue.path.replace(/^body\./, '') === name);
        return field ? [{ field, message: issue.message }] : [];
      })
    : [];

/**
 * Asks for the note a decision on a held order needs (what was seen or checked), and for a report
 * whom it went to, its reference and day, then sends the decision. A refusal the note caused
 * shows at the note; any other (another Admin decided first) closes the dialog with the server's
 * message.
 */
export function ReviewDecisionDialog({
  request,
  onClose,
}: {
  request: DecisionRequest | null;
  onClose: () => void;
}) {
  const decide = useDecideReview();
  const isReport = request?.decision === 'report';
  const form = useSchemaForm(isReport ? ReportFormSchema : DecisionFormSchema, NOTHING_TYPED);
  const busy = decide.isPending;
  const words = request && WORDS[request.decision];

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit((fields) => {
    if (!request || !words) return;
    const { order, decision } = request;
    decide.mutate(
      { id: order._id, ...bodyOf(decision, fields) },
      {
        onSuccess: () => {
          toast.success(words.done(order.Order_Id));
          close();
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          if (issues.length > 0) {
            for (const { field, message } of issues) form.setError(field, { message });
            return;
          }
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
        {isReport && (
          <div className="grid gap-3 sm:grid-cols-3">
            <SelectField
              label="Reported to"
              required
              {...fieldOf(form, 'reportedTo')}
              disabled={busy}
            >
              <option value="">Choose…</option>
              {REPORTED_TO.map((to) => (
                <option key={to} value={to}>
                  {to}
                </option>
              ))}
            </SelectField>
            <ReportFields
              reference={fieldOf(form, 'reference')}
              reportedOn={fieldOf(form, 'reportedOn')}
              disabled={busy}
            />
          </div>
        )}
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
            className={request?.decision === 'reject' || isReport ? DANGER_BUTTON : PRIMARY_BUTTON}
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
