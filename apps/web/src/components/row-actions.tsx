// The small icon buttons at the end of a list or table row. The icon is decoration; the visually
// hidden label ('Edit Shirts', 'Delete Shirts') names the button for screen readers and tests.
import { type LucideIcon, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

type RowActionProps = {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** The action changes the store (Edit, Delete): disabled while the store is read-only. */
  write?: boolean;
};

export function RowAction({ icon: Icon, label, onClick, disabled, write }: RowActionProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      disabled={disabled}
      write={write}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}

/** 'Edit {name}' and 'Delete {name}', side by side. */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  className,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-1', className)}>
      <RowAction icon={Pencil} label={`Edit ${name}`} onClick={onEdit} write />
      <RowAction icon={Trash2} label={`Delete ${name}`} onClick={onDelete} write />
    </div>
  );
}
