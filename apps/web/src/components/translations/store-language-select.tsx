// A choice among the store's languages, each named in its own language (and marked as such, so a
// screen reader says "Deutsch" in German): the store front's switcher and the account's language.
import { LANGUAGE_NAMES, type StoreLanguage } from '@storefleet/contracts';

type StoreLanguageSelectProps = {
  id: string;
  value: StoreLanguage;
  languages: readonly StoreLanguage[];
  disabled?: boolean;
  onChoose: (language: StoreLanguage) => void;
};

export function StoreLanguageSelect({ id, value, languages, disabled, onChoose }: StoreLanguageSelectProps) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(event) => onChoose(event.currentTarget.value as StoreLanguage)}
      className="rounded-md border bg-background px-2 py-1 text-sm text-foreground"
    >
      {languages.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
