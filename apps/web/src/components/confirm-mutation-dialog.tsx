// Asks before an action on one row (revoke a key, remove a member, delete an endpoint…), then runs
// the mutation, says how it went in a toast (the server's own message when it refused), and closes.
// `target` is the row asked about; null keeps the dialog closed.
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Mutation<V> = {
  mutate: (
    variables: V,
    options: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
};

type ConfirmMutationDialogProps<T, V> = {
  target: T | null;
  onClose: () => void;
  title: (target: T) => ReactNode;
  message: ReactNode | ((target: T) => ReactNode);
  confirmLabel: ReactNode;
  destructive?: boolean;
  mutation: Mutation<V>;
  variables: (target: T) => V;
  /** The toast's title when it worked. */
  done: string | ((target: T) => string);
  /** The toast's title when it did not; the server's message is its description. */
  failed: string;
};

export function ConfirmMutationDialog<T, V>({
  target,
  onClose,
  title,
  message,
  confirmLabel,
  destructive = true,
  mutation,
  variables,
  done,
  failed,
}: ConfirmMutationDialogProps<T, V>) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target === null ? '' : title(target)}
      message={typeof message === 'function' ? (target === null ? '' : message(target)) : message}
      confirmLabel={confirmLabel}
      destructive={destructive}
      pending={mutation.isPending}
      onConfirm={() => {
        if (target === null) return;
        const title = typeof done === 'function' ? done(target) : done;
        mutation.mutate(variables(target), {
          onSuccess: () => toast({ title }),
          onError: (error) =>
            toast({ title: failed, description: errorMessage(error), variant: 'destructive' }),
          onSettled: onClose,
        });
      }}
    />
  );
}
