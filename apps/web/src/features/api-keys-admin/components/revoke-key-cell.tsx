// The last cell of a key's row (API keys, publishable keys): Revoke, which asks first; a revoked key
// has nothing to do.
import { Button } from '@/components/ui/button.tsx';
import { TableCell } from '@/components/ui/table.tsx';

export function RevokeKeyCell({
  name,
  revoked,
  onRevoke,
}: {
  name: string;
  revoked: boolean;
  onRevoke: () => void;
}) {
  return (
    <TableCell className="text-right">
      {revoked ? null : (
        <Button variant="outline" size="sm" aria-label={`Revoke ${name}`} onClick={onRevoke}>
          Revoke
        </Button>
      )}
    </TableCell>
  );
}
