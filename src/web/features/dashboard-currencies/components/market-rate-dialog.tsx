import '#web/lib/zod-browser.ts';
import { useEffect, useState } from 'react';
import { changePercent, isOutlier } from '#shared/domain/outlier.ts';
import { formatRate } from '#shared/domain/pricing.ts';
import { UpdateCurrencyPriceBodySchema, type Currency } from '#shared/schemas/currency.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import {
  PRIMARY_BUTTON,
  SaveOrCancel,
  SECONDARY_BUTTON,
} from '#web/components/ui/save-or-cancel.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { fieldOf, useSchemaForm } from '#web/lib/schema-form.ts';
import { toast } from '#web/lib/toast.ts';
import { useLatestRates } from '../api/get-latest-rates.ts';
import { useSetMarketRate } from '../api/set-market-rate.ts';
import { formatChangePercent } from '../utils/format-change-percent.ts';

/**
 * Sets a currency's market rate by hand. A change larger than the outlier limit (the one at which
 * latest rates are held for staff) asks first, saying by how much. Either way staff can mark the
 * change as a correction, and are asked again after the warning: a correction withdraws the
 * quotes made at the old rate (otherwise honoured until they expire), and the customers holding
 * one are asked to review their basket when they place the order.
 */
export function MarketRateDialog({
  currency,
  onClose,
}: {
  currency: Currency | null;
  onClose: () => void;
}) {
  // Unknown until latest-rates mode has loaded: then every change asks.
  const outlierPercent = useLatestRates().data?.outlierPercent;
  const setMarketRate = useSetMarketRate();
  const busy = setMarketRate.isPending;
  const code = currency?.value ?? '';
  const from = currency?.Rate ?? 0;
  const form = useSchemaForm(UpdateCurrencyPriceBodySchema, {
    Rate: String(from),
    correction: false,
  });
  const [confirming, setConfirming] = useState<number | null>(null);
  const serverProblem = form.formState.errors.root?.server?.message;

  // The field starts at the current rate, and follows it until staff type.
  const { reset } = form;
  useEffect(() => {
    reset({ Rate: String(from), correction: false }, { keepDirtyValues: true });
  }, [code, from, reset]);

  function close() {
    form.reset();
    setConfirming(null);
    setMarketRate.reset();
    onClose();
  }

  function save(rate: number) {
    const correction = form.getValues('correction') ?? false;
    setMarketRate.mutate(
      { code, Rate: rate, correction },
      {
        onSuccess: (saved) => {
          toast.success(
            correction
              ? `Corrected the ${code} market rate to ${formatRate(saved.Rate)}: quotes at ${formatRate(from)} are withdrawn`
              : `Set the ${code} market rate to ${formatRate(saved.Rate)}`,
          );
          close();
        },
        onError: (error) => {
          setConfirming(null);
          form.setError('root.server', { message: error.message });
        },
      },
    );
  }

  const submit = form.handleSubmit(({ Rate }) => {
    if (Rate === from) {
      return form.setError('Rate', { message: 'That is the market rate already' });
    }
    if (outlierPercent === undefined || isOutlier(from, Rate, outlierPercent)) {
      setConfirming(Rate);
    } else {
      save(Rate);
    }
  });

  const correctionBox = (
    <label className="flex items-start gap-2 text-left text-sm text-slate-800">
      <input
        type="checkbox"
        {...form.register('correction')}
        disabled={busy}
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
      />
      <span>
        Correct a mistyped rate: quotes made at the old rate will be withdrawn and their customers
        asked to review their basket
      </span>
    </label>
  );

  const change =
    confirming === null ? '' : formatChangePercent(changePercent(from, confirming).toNumber());
  return (
    <ModalDialog
      open={currency !== null}
      title={confirming === null ? `Set the ${code} market rate` : `Change ${code} by ${change}?`}
      step={confirming === null ? 'edit' : 'confirm'}
      busy={busy}
      onClose={close}
      description={
        confirming === null ? (
          <p>
            Now 1 GBP = {formatRate(from)} {code}. Customers' prices follow it with the Sell and Buy
            margins.
          </p>
        ) : (
          <>
            <p>
              The market rate moves by {change}:{' '}
              <span data-testid="rate-change" className="font-semibold whitespace-nowrap">
                {formatRate(from)} → {formatRate(confirming)}
              </span>
              .
            </p>
            {outlierPercent !== undefined && (
              <p className="text-sm">
                That is more than the {outlierPercent}% at which latest rates are held for you to
                confirm.
              </p>
            )}
          </>
        )
      }
    >
      {confirming === null ? (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="w-full space-y-4 text-left"
        >
          {serverProblem && <FormAlert>{serverProblem}</FormAlert>}
          <TextField
            label={`Market rate (${code} per 1 GBP)`}
            type="number"
            step="any"
            min={0}
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            {...fieldOf(form, 'Rate')}
            disabled={busy}
          />
          {correctionBox}
          <SaveOrCancel label="Save rate" busy={busy} onCancel={close} />
        </form>
      ) : (
        <div className="w-full space-y-4">
          {correctionBox}
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => save(confirming)}
              disabled={busy}
              className={PRIMARY_BUTTON}
            >
              {busy ? 'Saving…' : 'Yes, save it!'}
            </button>
            {/* The safe choice has the focus, so Enter never saves a large change by accident. */}
            <button
              type="button"
              data-autofocus
              onClick={() => setConfirming(null)}
              disabled={busy}
              className={SECONDARY_BUTTON}
            >
              Go back
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
