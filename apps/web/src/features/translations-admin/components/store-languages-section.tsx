// Store Settings → Languages (docs/decisions/0092, 0093): the store's default language and the
// languages its store front is offered in. The default is always enabled. Changing the default asks
// first: the rows' own fields stay the texts in the language they were written in.
import {
  LANGUAGE_NAMES,
  STORE_LANGUAGES,
  type StoreLanguage,
  type StoreLanguages,
} from '@storefleet/contracts';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { NativeSelectField } from '@/components/native-select-field.tsx';
import { SettingsSection } from '@/components/settings-section.tsx';
import { useWriteBlockedReason } from '@/components/store-read-only-context.ts';
import { useSaveStoreLanguages, useStoreLanguages } from '@/components/translations/store-languages.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

function LanguagesForm({ tenantId, saved }: { tenantId?: number; saved: StoreLanguages }) {
  const [defaultLanguage, setDefaultLanguage] = useState<StoreLanguage>(saved.defaultLanguage);
  const [languages, setLanguages] = useState<StoreLanguage[]>(saved.languages);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveStoreLanguages(tenantId);
  const blocked = useWriteBlockedReason();
  // The default is always offered.
  const enabled = STORE_LANGUAGES.filter((lang) => lang === defaultLanguage || languages.includes(lang));
  const changed = defaultLanguage !== saved.defaultLanguage || enabled.join() !== saved.languages.join();

  const send = () =>
    save.mutate(
      { defaultLanguage, languages: enabled },
      {
        onSuccess: (result) =>
          toast({
            title: 'Languages saved',
            description: result.languages.map((lang) => LANGUAGE_NAMES[lang]).join(', '),
          }),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (defaultLanguage !== saved.defaultLanguage) setConfirming(true);
        else send();
      }}
    >
      <NativeSelectField
        id="store-default-language"
        label="Default language"
        className="sm:max-w-xs"
        value={defaultLanguage}
        disabled={blocked !== undefined}
        onChange={(e) => setDefaultLanguage(e.target.value as StoreLanguage)}
      >
        {STORE_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </NativeSelectField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Languages offered</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {STORE_LANGUAGES.map((lang) => {
            const id = `store-language-${lang}`;
            const isDefault = lang === defaultLanguage;
            return (
              <div key={lang} className="flex items-center gap-2">
                <Checkbox
                  id={id}
                  checked={enabled.includes(lang)}
                  disabled={isDefault || blocked !== undefined}
                  aria-describedby={isDefault ? 'store-default-language-note' : undefined}
                  onCheckedChange={(checked) =>
                    setLanguages((list) =>
                      checked === true ? [...list, lang] : list.filter((other) => other !== lang),
                    )
                  }
                />
                <Label htmlFor={id}>
                  {LANGUAGE_NAMES[lang]}
                  {isDefault ? <span className="text-muted-foreground"> (default)</span> : null}
                </Label>
              </div>
            );
          })}
        </div>
        <p id="store-default-language-note" className="text-xs text-muted-foreground">
          The default language is always offered.
        </p>
      </fieldset>
      <Button type="submit" disabled={save.isPending || !changed} aria-busy={save.isPending || undefined}>
        {save.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Save languages
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Make ${LANGUAGE_NAMES[defaultLanguage]} the default language?`}
        message={`The texts in your products', categories', content's and shipping options' own fields are the default-language texts. Nothing is translated or moved: what you wrote in ${LANGUAGE_NAMES[saved.defaultLanguage]} will be shown as ${LANGUAGE_NAMES[defaultLanguage]} until you change it, and a ${LANGUAGE_NAMES[defaultLanguage]} translation you already added takes its place.`}
        confirmLabel="Change default language"
        destructive={false}
        pending={save.isPending}
        onConfirm={send}
      />
    </form>
  );
}

export function StoreLanguagesSection({ tenantId }: { tenantId?: number }) {
  const languages = useStoreLanguages(tenantId);
  return (
    <SettingsSection
      id="store-languages"
      title="Languages"
      intro="The languages your store front is offered in. Translate products, categories, content and shipping options in their forms, under the language tabs."
      read={languages}
      what="the languages"
    >
      {(saved) => (
        <LanguagesForm
          key={`${saved.defaultLanguage}:${saved.languages.join()}`}
          tenantId={tenantId}
          saved={saved}
        />
      )}
    </SettingsSection>
  );
}
