// What a store URL shows when it names no open store, or the store could not be loaded. A closed or
// suspended store's address offers no other store: the shopper came for this one.
import { Store, TriangleAlert } from 'lucide-react';
import { StatusPanel } from '@/components/status-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function StoreUnavailable({ notFound, className }: { notFound: boolean; className?: string }) {
  const t = useT();
  useDocumentTitle(notFound ? t('store.notFound') : t('store.unavailable'));
  if (notFound) {
    return (
      <StatusPanel icon={Store} title={t('store.notFound')} className={className}>
        {t('store.notFoundText')}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      icon={TriangleAlert}
      title={t('store.loadFailed')}
      actions={<Button onClick={() => window.location.reload()}>{t('common.tryAgain')}</Button>}
    >
      {t('common.checkConnection')}
    </StatusPanel>
  );
}
