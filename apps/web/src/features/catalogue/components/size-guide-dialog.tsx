// The size guide (spec storefront §2 "Size guide dialog"): a UK t-shirt chart, the kids' chart for
// kids' products, and how to measure.
import { Ruler } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';

type SizeRow = { size: string; chest: string; age?: string };

const adultRows: SizeRow[] = [
  { size: 'Small', chest: '36-38' },
  { size: 'Medium', chest: '39-41' },
  { size: 'Large', chest: '42-44' },
];
const kidsRows: SizeRow[] = [
  { size: 'Small', chest: '26-28', age: '5-7' },
  { size: 'Medium', chest: '29-31', age: '8-10' },
  { size: 'Large', chest: '32-34', age: '11-13' },
];

export function SizeGuideDialog({ kids }: { kids: boolean }) {
  const cell = 'border-b px-3 py-2 text-left';
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-8 px-0">
          <Ruler aria-hidden="true" />
          Size Guide
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{kids ? 'Kids Size Guide' : 'Size Guide'}</DialogTitle>
          <DialogDescription>UK t-shirt sizes. Measurements are chest sizes in inches.</DialogDescription>
        </DialogHeader>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{kids ? 'Kids t-shirt sizes' : 'Adult t-shirt sizes'}</caption>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className={cell}>
                Size
              </th>
              <th scope="col" className={cell}>
                Chest (inches)
              </th>
              {kids ? (
                <th scope="col" className={cell}>
                  Age (years)
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {(kids ? kidsRows : adultRows).map((row) => (
              <tr key={row.size}>
                <th scope="row" className={`${cell} font-medium`}>
                  {row.size}
                </th>
                <td className={cell}>{row.chest}</td>
                {kids ? <td className={cell}>{row.age}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="rounded-lg bg-muted p-4 text-sm">
          <h3 className="font-semibold">How to measure</h3>
          <p className="mt-1 text-muted-foreground">
            Measure around the fullest part of the chest, keeping the tape measure horizontal.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
