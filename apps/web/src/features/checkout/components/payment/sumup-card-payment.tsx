// SumUp's card widget for stores on SumUp: its script loads on demand and the widget is mounted for
// this checkout; 'Complete Order' submits it. A 3-D Secure redirect comes back to
// /order-confirmation, which finishes the order.
import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { CardError, type PaymentFormProps } from './payment-handle.ts';

const SUMUP_SDK_URL = 'https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js';

type SumUpResponseType = 'sent' | 'invalid' | 'auth-screen' | 'error' | 'success' | 'fail';
type SumUpWidget = { submit(): void; unmount(): void };
type SumUpCardApi = {
  mount(config: {
    id: string;
    checkoutId: string;
    showSubmitButton?: boolean;
    showFooter?: boolean;
    email?: string;
    locale?: string;
    onResponse(type: SumUpResponseType, body: { message?: string } | undefined): void;
  }): SumUpWidget;
};

declare global {
  interface Window {
    SumUpCard?: SumUpCardApi;
  }
}

let sdk: Promise<SumUpCardApi> | undefined;
function loadSumUp(): Promise<SumUpCardApi> {
  sdk ??= new Promise((resolve, reject) => {
    if (window.SumUpCard) return resolve(window.SumUpCard);
    const script = document.createElement('script');
    script.src = SUMUP_SDK_URL;
    script.async = true;
    script.onload = () =>
      window.SumUpCard ? resolve(window.SumUpCard) : reject(new Error('SumUp did not load'));
    script.onerror = () => {
      sdk = undefined;
      reject(new Error('The SumUp card form could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

type Pending = { resolve(): void; reject(error: Error): void };

/** SumUp's widget locale for the page's language (docs/decisions/0095). */
const sumUpLocales: Record<string, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  nl: 'nl-NL',
  it: 'it-IT',
};

export function SumUpCardPayment({ ref, checkoutId }: PaymentFormProps & { checkoutId: string }) {
  const t = useT();
  const { language } = useLanguage();
  // Read by the widget's callback, which is made once per mount.
  const texts = useRef({ check: '', generic: '' });
  texts.current = { check: t('card.sumupCheck'), generic: t('card.generic') };
  const mountId = `sumup-card-${useId().replace(/:/g, '')}`;
  const widget = useRef<SumUpWidget | null>(null);
  const pending = useRef<Pending | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadSumUp()
      .then((sumup) => {
        if (cancelled) return;
        widget.current = sumup.mount({
          id: mountId,
          checkoutId,
          showSubmitButton: false,
          locale: sumUpLocales[language] ?? 'en-GB',
          onResponse(type, body) {
            if (type === 'success') pending.current?.resolve();
            else if (type === 'invalid')
              pending.current?.reject(new CardError('incomplete', texts.current.check));
            else if (type === 'error' || type === 'fail')
              pending.current?.reject(new CardError('declined', body?.message || texts.current.generic));
            else return; // 'sent' and 'auth-screen' are steps on the way
            pending.current = null;
          },
        });
        setStatus('ready');
      })
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
      widget.current?.unmount();
      widget.current = null;
    };
  }, [checkoutId, mountId, language]);

  useImperativeHandle(ref, () => ({
    confirm: () =>
      new Promise<void>((resolve, reject) => {
        if (!widget.current) return reject(new Error(t('card.formLoading')));
        pending.current = { resolve, reject };
        widget.current.submit();
      }),
  }));

  return (
    <div>
      {status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> {t('card.loading')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {t('card.sumupFailed')}
        </p>
      ) : null}
      <div id={mountId} />
    </div>
  );
}
