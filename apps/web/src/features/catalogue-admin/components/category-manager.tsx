// Category Management (spec admin §2, §5, §8): categories with their product counts, add/edit
// dialog, and delete, which is refused ('Cannot Delete') while products use the category.
import { type Category, categoryInUseMessage } from '@storefleet/contracts';
import { FolderTree, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ListTable } from '@/components/list-table.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { EditDeleteActions } from '@/components/row-actions.tsx';
import { TableActionsHead } from '@/components/table-parts.tsx';
import { MissingTranslations } from '@/components/translations/translated-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PageHeading } from '@/components/ui/page-heading.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TableCell, TableHead, TableRow } from '@/components/ui/table.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useCategories } from '../api/get-categories.ts';
import { type CategoryDialogState, CategoryFormDialog } from './category-form-dialog.tsx';

const cannotDelete = (description: string) =>
  toast({ title: 'Cannot Delete', description, variant: 'destructive' });

export function CategoryManager({ tenantId }: { tenantId?: number }) {
  const categories = useCategories(tenantId);
  const remove = useDeleteCategory(tenantId);
  const [dialog, setDialog] = useState<CategoryDialogState>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const askDelete = (category: Category) => {
    if (category.productCount > 0) return cannotDelete(categoryInUseMessage(category.productCount));
    setDeleting(category);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Category deleted successfully' }),
      onError: (error) =>
        isApiError(error, 409)
          ? cannotDelete(errorMessage(error))
          : toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };
  const list = categories.data ?? [];

  return (
    <div className="space-y-6">
      <PageHeading
        title="Category Management"
        description="Group your products; shoppers filter by these."
        actions={
          <Button write onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden="true" /> Add Category
          </Button>
        }
      />
      <Card className="overflow-hidden">
        {categories.isPending ? (
          <Spinner label="Loading categories…" className="py-16" />
        ) : categories.isError ? (
          <LoadError
            layout="centered"
            message="Failed to fetch categories"
            onRetry={() => categories.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={FolderTree}
            title="No categories yet"
            action={
              <Button write onClick={() => setDialog({ kind: 'create' })}>
                Add your first category
              </Button>
            }
          >
            Every product belongs to a category. Create one before adding products.
          </EmptyState>
        ) : (
          <ListTable
            columns={
              <>
                <TableHead>Name</TableHead>
                <TableHead className="hidden sm:table-cell">Description</TableHead>
                <TableHead>Products</TableHead>
                <TableActionsHead />
              </>
            }
          >
            {list.map((category) => (
              <TableRow key={category.id}>
                <TableCell>
                  <p className="font-medium">{category.name}</p>
                  <MissingTranslations
                    tenantId={tenantId}
                    own={{ name: category.name, description: category.description }}
                    translations={category.translations}
                  />
                  {category.description ? (
                    <p className="text-xs text-muted-foreground sm:hidden">{category.description}</p>
                  ) : null}
                </TableCell>
                <TableCell className="hidden max-w-md text-muted-foreground sm:table-cell">
                  {category.description || '—'}
                </TableCell>
                <TableCell className="tabular-nums">{category.productCount}</TableCell>
                <TableCell>
                  <EditDeleteActions
                    name={category.name}
                    onEdit={() => setDialog({ kind: 'edit', category })}
                    onDelete={() => askDelete(category)}
                    className="justify-end"
                  />
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        )}
      </Card>
      <CategoryFormDialog state={dialog} onClose={() => setDialog(null)} tenantId={tenantId} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete category?"
        message={`Are you sure you want to delete "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
