/**
 * A form in a dialog: its fields, and 取消 and the submit button at the foot (busy while it
 * submits). The form does not check fields the browser's way: the form library does, field by field.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  busy = false,
  submitLabel,
  wide,
  className,
  children,
}: {
  open?: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  /** 保存 when absent. */
  submitLabel?: string;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      wide={wide}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t`取消`}</Button>
          <Button variant="primary" busy={busy} onClick={onSubmit}>
            {submitLabel ?? t`保存`}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
