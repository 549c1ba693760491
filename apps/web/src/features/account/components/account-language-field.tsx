// The account page's language (docs/decisions/0095): which of the store's languages the shopper's
// account e-mails are written in, and the store front starts in when they sign in. Shown when the
// store offers more than one; it starts at the account's language, else the page's.
import { LANGUAGE_NAMES, type StoreLanguage } from '@storefleet/contracts';
import { StoreLanguageSelect } from '@/components/translations/store-language-select.tsx';
import { useApiMessage } from '@/lib/i18n/api-message.ts';
import { useLanguage, useT } from '@/lib/i18n/language.tsx';
import { toast } from '@/lib/toast.ts';
import { useAccountLanguage, useSaveAccountLanguage } from '../api/account-language.ts';

export function AccountLanguageField() {
  const { language, languages } = useLanguage();
  const t = useT();
  const say = useApiMessage();
  const offered = languages.length > 1;
  const current = useAccountLanguage({ enabled: offered });
  const save = useSaveAccountLanguage();
  if (!offered) return null;
  const chosen = current.data?.language;
  const value = chosen && languages.includes(chosen) ? chosen : language;
  const choose = (next: StoreLanguage) =>
    save.mutate(
      { language: next },
      {
        onSuccess: () =>
          toast({
            title: t('account.languageSaved'),
            description: t('account.languageSavedText', { language: LANGUAGE_NAMES[next] }),
          }),
        onError: (error) =>
          toast({ title: t('account.languageFailed'), description: say(error), variant: 'destructive' }),
      },
    );
  return (
    <p className="flex flex-wrap items-center gap-2">
      <label htmlFor="account-language" className="shrink-0 font-medium">
        {t('account.language')}
      </label>
      <StoreLanguageSelect
        id="account-language"
        value={value}
        languages={languages}
        disabled={current.isPending || save.isPending}
        onChoose={choose}
      />
    </p>
  );
}
