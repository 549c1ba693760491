// 'Export CSV' and 'Import CSV' on Product Management. Import: choose a file (the store's own export
// or Shopify's, ADR 0079) → a preview of every row (create / update / reject, with the reason and
// the row number; an image to be left out, and why) → 'Import N products', N being how many will be
// saved: all of it in one go, or nothing while any row is rejected ('Import 0 products' is disabled,
// the reason beside it) → the result.
import type { ProductImportResult } from '@storefleet/contracts';
import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useStoreReadOnly } from '@/components/store-read-only-context.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { productExportHref, useImportProducts } from '../api/product-csv.ts';

const SHOWN_ROWS = 200;
const actionBadge = { create: 'success', update: 'info', reject: 'danger' } as const;

export function ProductCsvActions({ tenantId }: { tenantId?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href={productExportHref(tenantId)} download className={buttonVariants({ variant: 'outline' })}>
        <Download aria-hidden="true" /> Export CSV
      </a>
      <Button write variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" /> Import CSV
      </Button>
      {open ? <ProductImportDialog tenantId={tenantId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ProductImportDialog({ tenantId, onClose }: { tenantId?: number; onClose: () => void }) {
  const { readOnly } = useStoreReadOnly();
  const run = useImportProducts(tenantId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ProductImportResult | null>(null);
  const [done, setDone] = useState<ProductImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setDone(null);
    setError(null);
    if (!chosen) return;
    run.mutate(
      { file: chosen, dryRun: true },
      { onSuccess: setPreview, onError: (e) => setError(errorMessage(e)) },
    );
  };
  const apply = () => {
    if (!file) return;
    run.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          if (result.applied) {
            setDone(result);
            toast({ title: 'Products imported successfully' });
          } else setPreview(result);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  const reasonId = useId();
  const rejected = preview ? preview.products.reject + preview.variants.reject : 0;
  // How many products the import will save: none while any row is rejected (all or nothing).
  const count = preview && rejected === 0 ? preview.products.create + preview.products.update : 0;
  const shown = done ?? preview;
  const blocked = blockedReason({ readOnly, preview, rejected, count });

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import products from CSV</DialogTitle>
          <DialogDescription>
            Use an exported file of this store or a product export from Shopify. Rows with a Product ID or a
            known SKU update that product; the others add new products. Nothing is saved until every row is
            accepted; an image that cannot be fetched is left out, with the reason on its row.
          </DialogDescription>
        </DialogHeader>
        {done ? null : (
          <div className="space-y-1">
            <label htmlFor="product-csv-file" className="text-sm font-medium">
              CSV file
            </label>
            <input
              id="product-csv-file"
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm"
              onChange={(event) => check(event.currentTarget.files?.[0] ?? null)}
            />
          </div>
        )}
        {run.isPending ? (
          <Spinner label={preview ? 'Importing products…' : 'Checking the file…'} className="py-8" />
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="text-sm">
            Imported: {done.products.create} product(s) added, {done.products.update} updated,{' '}
            {done.variants.create + done.variants.update} variant price row(s) saved, {done.images.create}{' '}
            image(s).
            {done.images.reject > 0
              ? ` ${done.images.reject} image(s) could not be imported: see the rows below.`
              : ''}
          </p>
        ) : preview && !run.isPending ? (
          <p role="status" className="text-sm">
            {rejected > 0
              ? `${rejected} row(s) rejected: fix them in the file and choose it again. Nothing has been imported.`
              : `Ready: ${preview.products.create} product(s) to add, ${preview.products.update} to update, ${preview.variants.create + preview.variants.update} variant price row(s), ${preview.images.create} image(s).`}
          </p>
        ) : null}
        {shown && !run.isPending ? <PreviewTable result={shown} /> : null}
        <DialogFooter className="sm:items-center">
          {!done && blocked && preview && !run.isPending ? (
            <p
              id={reasonId}
              // Above the buttons on a phone (the footer stacks them in reverse), left of them otherwise.
              className="order-last text-sm text-muted-foreground sm:order-first sm:mr-auto"
              data-testid="import-blocked"
            >
              {blocked}
            </p>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {done ? null : (
            <Button
              onClick={apply}
              disabled={Boolean(blocked) || run.isPending}
              aria-describedby={blocked && preview ? reasonId : undefined}
            >
              Import {count} product{count === 1 ? '' : 's'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Why the import button cannot be pressed now, or null when it can. */
function blockedReason({
  readOnly,
  preview,
  rejected,
  count,
}: {
  readOnly: boolean;
  preview: ProductImportResult | null;
  rejected: number;
  count: number;
}): string | null {
  if (readOnly) return 'This store is read-only: products cannot be imported.';
  if (!preview) return 'Choose a CSV file first.';
  if (rejected > 0)
    return `Nothing can be imported while ${rejected} row${rejected === 1 ? ' is' : 's are'} rejected: fix ${rejected === 1 ? 'it' : 'them'} in the file and choose it again.`;
  if (count === 0) return 'The file has no products to import.';
  return null;
}

function PreviewTable({ result }: { result: ProductImportResult }) {
  // Rejected rows first (the server's order), then accepted rows with a note (an image left out).
  const rank = (row: ProductImportResult['rows'][number]) =>
    row.action === 'reject' ? 0 : row.message ? 1 : 2;
  const rows = [...result.rows].sort((a, b) => rank(a) - rank(b)).slice(0, SHOWN_ROWS);
  return (
    <div className="max-h-80 overflow-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Row</TableHead>
            <TableHead>Handle</TableHead>
            <TableHead>Product</TableHead>
            <TableHead>Action</TableHead>
            <TableHead className="hidden sm:table-cell">Reason</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row} data-testid={`import-row-${row.row}`}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.handle}</TableCell>
              <TableCell>
                {row.name}
                {row.kind === 'product' ? null : <span className="text-muted-foreground"> ({row.kind})</span>}
                {row.message ? (
                  <span
                    className={`block sm:hidden ${row.action === 'reject' ? 'text-destructive' : 'text-muted-foreground'}`}
                  >
                    {row.message}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>
                <Badge variant={actionBadge[row.action]}>{row.action}</Badge>
              </TableCell>
              <TableCell className="hidden whitespace-normal sm:table-cell">{row.message ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.rows.length > SHOWN_ROWS ? (
        <p className="p-2 text-sm text-muted-foreground">
          Showing the first {SHOWN_ROWS} of {result.rows.length} rows (rejected rows first, then rows with a
          note).
        </p>
      ) : null}
    </div>
  );
}
