// The refund dialog's refusal, the browser's or the server's (more than is left, the provider's
// reason), shown on both steps.
export function RefundErrorAlert({ error }: { error: string | null }) {
  return error ? (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive"
    >
      {error}
    </p>
  ) : null;
}
