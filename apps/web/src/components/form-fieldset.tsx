// A group of controls under one legend (an API key's scopes, a staff member's permissions, a webhook's
// events) with one validation message for the whole group: the fieldset is described by it, and it is
// announced when it appears. The group's own controls come as children.
import type { ReactNode } from 'react';

export function FormFieldset({
  legend,
  error,
  errorId,
  children,
}: {
  legend: ReactNode;
  error?: string;
  /** The message's id, which the fieldset's aria-describedby names while there is one. */
  errorId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
