// 'Export CSV' and 'Import CSV' on Product Management. Import: choose a file → a
// preview of every row (create / update / reject, with the reason and the row number) → 'Import N
// products' saves all of it in one go, or nothing while any row is rejected → the result.
import type { ProductImportResult } from '@storefleet/contracts';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
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
      <Button variant="outline" onClick={() => setOpen(true)}>
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

  const rejected = preview ? preview.products.reject + preview.variants.reject : 0;
  // Every product the file names, so the label does not change when a rejected row is fixed.
  const count = preview ? preview.products.create + preview.products.update + preview.products.reject : 0;
  const shown = done ?? preview;

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import products from CSV</DialogTitle>
          <DialogDescription>
            Use the columns of an exported file. Rows with a Product ID or a known SKU update that product;
            the others add new products. Nothing is saved until every row is accepted.
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
            {done.variants.create + done.variants.update} variant price row(s) saved.
          </p>
        ) : preview && !run.isPending ? (
          <p role="status" className="text-sm">
            {rejected > 0
              ? `${rejected} row(s) rejected: fix them in the file and choose it again. Nothing has been imported.`
              : `Ready: ${preview.products.create} product(s) to add, ${preview.products.update} to update, ${preview.variants.create + preview.variants.update} variant price row(s).`}
          </p>
        ) : null}
        {shown && !run.isPending ? <PreviewTable result={shown} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {done ? null : (
            <Button
              onClick={apply}
              disabled={readOnly || !preview || rejected > 0 || count === 0 || run.isPending}
            >
              Import {count} product{count === 1 ? '' : 's'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewTable({ result }: { result: ProductImportResult }) {
  const rows = result.rows.slice(0, SHOWN_ROWS);
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
                {row.kind === 'variant' ? <span className="text-muted-foreground"> (variant)</span> : null}
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
          Showing the first {SHOWN_ROWS} of {result.rows.length} rows (rejected rows first).
        </p>
      ) : null}
    </div>
  );
}
