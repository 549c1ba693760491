// The products in display order, reorderable by drag and drop with a pointer, touch or the keyboard
// (dnd-kit's KeyboardSensor; its screen-reader announcements say what moved where). Dropping hands
// the new order of the rows shown to `onReorder`.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { AdminProduct } from '@storefleet/contracts';
import { TableActionsHead } from '@/components/table-parts.tsx';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { ProductRow, type ProductRowActions } from './product-row.tsx';

type ProductTableProps = {
  products: AdminProduct[];
  actions: ProductRowActions;
  onReorder: (orderedIds: number[]) => void;
  canReorder: boolean;
  /** The store (a super admin's /tenant/{id} screens), for the rows' missing-translation marker. */
  tenantId?: number;
  /** The store ships by weight: products without a weight are marked. */
  weightRated?: boolean;
};

export function ProductTable({
  products,
  actions,
  onReorder,
  canReorder,
  tenantId,
  weightRated = false,
}: ProductTableProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = products.map((p) => p.id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>
              <span className="sr-only">Order</span>
            </TableHead>
            <TableHead>Product</TableHead>
            <TableHead className="hidden md:table-cell">Category</TableHead>
            <TableHead className="hidden md:table-cell">Price</TableHead>
            <TableHead className="hidden md:table-cell">Stock</TableHead>
            <TableHead>Status</TableHead>
            <TableActionsHead />
          </TableRow>
        </TableHeader>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <TableBody>
            {products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                actions={actions}
                canReorder={canReorder}
                tenantId={tenantId}
                weightRated={weightRated}
              />
            ))}
          </TableBody>
        </SortableContext>
      </Table>
    </DndContext>
  );
}
