// The product and category pickers of the discount dialog: the chosen ones as removable chips, a
// search box and a checkbox list of what matches (at most 50 shown; searching narrows it). Plain
// checkboxes and buttons, so it works from the keyboard and reads well to a screen reader.
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

export type Choice<K extends string | number> = { key: K; label: string; hint?: string };

const SHOWN_MAX = 50;

type ChoicePickerProps<K extends string | number> = {
  /** The group's name: "Products", "Categories". */
  label: string;
  searchLabel: string;
  choices: Choice<K>[] | undefined;
  loadError?: string;
  selected: K[];
  onChange(selected: K[]): void;
  error?: string;
  errorId: string;
};

/** Case-insensitive match on the label or hint; the chosen ones first. */
export function matchingChoices<K extends string | number>(
  choices: readonly Choice<K>[],
  query: string,
  selected: readonly K[],
): Choice<K>[] {
  const needle = query.trim().toLowerCase();
  const matches = needle
    ? choices.filter(
        (c) => c.label.toLowerCase().includes(needle) || (c.hint ?? '').toLowerCase().includes(needle),
      )
    : [...choices];
  const chosen = new Set<K>(selected);
  return matches.sort((a, b) => Number(chosen.has(b.key)) - Number(chosen.has(a.key)));
}

export function ChoicePicker<K extends string | number>({
  label,
  searchLabel,
  choices,
  loadError,
  selected,
  onChange,
  error,
  errorId,
}: ChoicePickerProps<K>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = new Set<K>(selected);
  const labelOf = (key: K) => choices?.find((c) => c.key === key)?.label ?? String(key);
  const toggle = (key: K, on: boolean) =>
    onChange(on ? [...selected, key] : selected.filter((k) => k !== key));
  const matches = choices ? matchingChoices(choices, query, selected) : [];

  return (
    <fieldset
      className="space-y-2 rounded-md border p-3"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen ${label.toLowerCase()}`}>
          {selected.map((key) => (
            <li
              key={String(key)}
              className="flex items-center gap-1 rounded-full bg-accent py-0.5 pr-1 pl-2.5 text-xs"
            >
              {labelOf(key)}
              <button
                type="button"
                className="rounded-full p-0.5 outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => toggle(key, false)}
              >
                <X aria-hidden="true" className="size-3" />
                <span className="sr-only">Remove {labelOf(key)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
        <Input
          type="search"
          aria-label={searchLabel}
          className="pl-9"
          placeholder={searchLabel}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {loadError ? (
        <p className="text-sm text-destructive">{loadError}</p>
      ) : !choices ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing matches “{query.trim()}”.</p>
      ) : (
        <ul className="max-h-44 space-y-1 overflow-y-auto pr-1">
          {matches.slice(0, SHOWN_MAX).map((choice) => {
            const boxId = `${id}-${String(choice.key)}`;
            return (
              <li key={String(choice.key)} className="flex items-center gap-2">
                <Checkbox
                  id={boxId}
                  checked={chosen.has(choice.key)}
                  onCheckedChange={(checked) => toggle(choice.key, checked === true)}
                />
                <Label htmlFor={boxId} className="font-normal">
                  {choice.label}
                  {choice.hint ? (
                    <span className="ml-1 text-xs text-muted-foreground">{choice.hint}</span>
                  ) : null}
                </Label>
              </li>
            );
          })}
          {matches.length > SHOWN_MAX ? (
            <li className="text-xs text-muted-foreground">
              {matches.length - SHOWN_MAX} more — search to narrow the list.
            </li>
          ) : null}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
