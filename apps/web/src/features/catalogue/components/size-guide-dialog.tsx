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
import { useT } from '@/lib/i18n/language.tsx';

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
  const t = useT();
  const cell = 'border-b px-3 py-2 text-left';
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-8 px-0">
          <Ruler aria-hidden="true" />
          {t('size.guide')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{kids ? t('size.kidsGuide') : t('size.guide')}</DialogTitle>
          <DialogDescription>{t('size.description')}</DialogDescription>
        </DialogHeader>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{kids ? t('size.kidsCaption') : t('size.adultCaption')}</caption>
          <thead>
            <tr className="bg-muted">
              <th scope="col" className={cell}>
                {t('size.size')}
              </th>
              <th scope="col" className={cell}>
                {t('size.chest')}
              </th>
              {kids ? (
                <th scope="col" className={cell}>
                  {t('size.age')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {(kids ? kidsRows : adultRows).map((row) => (
              <tr key={t(`size.${row.size.toLowerCase()}`)}>
                <th scope="row" className={`${cell} font-medium`}>
                  {t(`size.${row.size.toLowerCase()}`)}
                </th>
                <td className={cell}>{row.chest}</td>
                {kids ? <td className={cell}>{row.age}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="rounded-lg bg-muted p-4 text-sm">
          <h3 className="font-semibold">{t('size.howToMeasure')}</h3>
          <p className="mt-1 text-muted-foreground">{t('size.measure')}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
