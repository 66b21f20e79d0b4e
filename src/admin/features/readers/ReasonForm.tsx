/** A change to a reader that needs a reason (and sometimes a number): gold, VIP days, a ban. */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { reasonText } from '../../../core/admin/schemas';
import { Button } from '../../ui/Button';
import { controlClass, Field } from '../../ui/Field';
import { FormGrid } from '../../ui/FormFields';

export function ReasonForm({
  amountLabel,
  submit,
  danger,
  onSubmit,
}: {
  /** The number asked for beside the reason, if any. */
  amountLabel?: string;
  submit: string;
  danger?: boolean;
  onSubmit: (reason: string, amount: number) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const number = Number(amount);
  const amountOk = !amountLabel || (amount.trim() !== '' && Number.isSafeInteger(number) && number !== 0);
  const reasonOk = v.is(reasonText, reason);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        if (!amountOk || !reasonOk) return;
        setBusy(true);
        const done = await onSubmit(reason.trim(), number);
        setBusy(false);
        if (done) {
          setReason('');
          setAmount('');
          setTried(false);
        }
      }}
    >
      <FormGrid>
        {amountLabel && (
          <Field label={amountLabel} problem={tried && !amountOk ? t`请输入不为 0 的整数` : null}>
            {({ id, invalid, describedBy }) => (
              <input
                id={id}
                type="number"
                inputMode="numeric"
                className={controlClass}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
        )}
        <Field label={t`原因`} problem={tried && !reasonOk ? t`请填写 2–200 字的原因` : null}>
          {({ id, invalid, describedBy }) => (
            <input
              id={id}
              className={controlClass}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      </FormGrid>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
        {submit}
      </Button>
    </form>
  );
}
