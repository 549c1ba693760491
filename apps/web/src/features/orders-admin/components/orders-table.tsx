// The order rows: id, shop (super admin, all shops), customer, date, total, status with its
// 'Manual' badge, a status override select and the view button.
import { formatMoneyIn, manualStatusTargets, orderStatusLabel } from '@storefleet/contracts';
import { Eye } from 'lucide-react';
import { RowAction } from '@/components/row-actions.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { TableActionsHead } from '@/components/table-parts.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import type { OrderRow } from '../api/get-orders.ts';
import { orderLabel } from './order-label.ts';
import { ManualBadge, OrderStatusBadge } from './order-status-badge.tsx';

type OrdersTableProps = {
  orders: OrderRow[];
  showShop: boolean;
  settableStatuses: readonly string[];
  onStatus: (order: OrderRow, status: string) => void;
  onView: (order: OrderRow) => void;
};

export function OrdersTable({ orders, showShop, settableStatuses, onStatus, onView }: OrdersTableProps) {
  // Setting a status changes the order: not while the store is read-only (ADR 0088).
  const readOnlyReason = useWriteBlockedReason();
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Order</TableHead>
          {showShop ? <TableHead>Shop</TableHead> : null}
          <TableHead>Customer</TableHead>
          <TableHead className="hidden md:table-cell">Date</TableHead>
          <TableHead>Total</TableHead>
          <TableHead>Status</TableHead>
          <TableActionsHead />
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="font-medium tabular-nums">{orderLabel(order)}</TableCell>
            {showShop ? <TableCell>{order.tenantName}</TableCell> : null}
            <TableCell>
              <p className="font-medium">{order.customerName}</p>
              <p className="text-xs break-all text-muted-foreground">{order.customerEmail}</p>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {new Date(order.createdAt).toLocaleDateString('en-GB')}
            </TableCell>
            <TableCell className="tabular-nums">{formatMoneyIn('en', order.total, order.currency)}</TableCell>
            <TableCell>
              <div className="flex flex-wrap items-center gap-1">
                <OrderStatusBadge status={order.status} />
                {order.manualStatusOverride ? <ManualBadge /> : null}
              </div>
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-1">
                <Select
                  value=""
                  onValueChange={(status) => onStatus(order, status)}
                  disabled={readOnlyReason !== undefined}
                >
                  <SelectTrigger
                    className="h-8 w-36"
                    title={readOnlyReason}
                    aria-label={`Change status of order ${orderLabel(order)}`}
                  >
                    <SelectValue placeholder="Set status" />
                  </SelectTrigger>
                  <SelectContent>
                    {manualStatusTargets(order.status, settableStatuses).map(({ status, backward }) => (
                      <SelectItem key={status} value={status}>
                        {orderStatusLabel(status)}
                        {backward ? ' (back)' : ''}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <RowAction
                  icon={Eye}
                  label={`View order ${orderLabel(order)}`}
                  onClick={() => onView(order)}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
