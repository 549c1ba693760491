// A product's options as the form edits them. `sizes` keeps the spec's strings: 'Group:Value', or a
// plain value that counts as 'Size' (parseOptionGroups). The form offers the store's variant
// attributes as checkboxes and keeps any other option string it finds.
import { addVariantValue, type VariantAttribute, type VariantType } from '@storefleet/contracts';

type Option = { group: string; value: string };

function readOption(raw: string): Option {
  const colon = raw.indexOf(':');
  return colon > 0
    ? { group: raw.slice(0, colon).trim(), value: raw.slice(colon + 1).trim() }
    : { group: 'Size', value: raw.trim() };
}

const same = (a: Option, b: Option) =>
  a.group.toLowerCase() === b.group.toLowerCase() && a.value.toLowerCase() === b.value.toLowerCase();

export function hasOption(sizes: readonly string[], group: string, value: string): boolean {
  return sizes.some((raw) => same(readOption(raw), { group, value }));
}

/** The option names and values a product's options show ("Size", "Small", …), each once: what it translates. */
export function optionTexts(sizes: readonly string[]): string[] {
  const texts = sizes.flatMap((raw) => {
    const option = readOption(raw);
    return [option.group, option.value];
  });
  return [...new Set(texts.filter(Boolean))];
}

/** Adds 'Group:Value' at the end, or removes every spelling of it. */
export function toggleOption(sizes: readonly string[], group: string, value: string, on: boolean): string[] {
  const without = sizes.filter((raw) => !same(readOption(raw), { group, value }));
  return on ? [...without, `${group}:${value}`] : without;
}

/** Option strings that are not a value of any of the store's attributes (kept, shown separately). */
export function otherOptions(sizes: readonly string[], attributes: readonly VariantAttribute[]): string[] {
  return sizes.filter((raw) => {
    const option = readOption(raw);
    return !attributes.some((a) => a.values.some((value) => same(option, { group: a.name, value })));
  });
}

/** What "Add option" in the product form sends: a new attribute, or new values for one of that name. */
export type OptionAddition = {
  /** The store's attribute of that name (ignoring case), whose values grow; undefined makes one. */
  id?: number;
  body: { name: string; type: VariantType; values: string[]; description: string };
  /** The values to tick on the product, as the attribute spells them. */
  tick: string[];
};

/** 'Size' → size, 'Colour'/'Color' → color, 'Material'/'Fabric' → material, anything else style. */
export function guessVariantType(name: string): VariantType {
  const n = name.trim().toLowerCase();
  if (/^sizes?$/.test(n)) return 'size';
  if (/^colou?rs?$/.test(n)) return 'color';
  if (/^(materials?|fabrics?)$/.test(n)) return 'material';
  return 'style';
}

/**
 * "Size" + "S, M, L": the values are split on commas, trimmed, empties and repeats (ignoring case)
 * dropped. An attribute of that name keeps its type and gains the values it lacks; otherwise a new
 * one is made. Null when there is no name or no value.
 */
export function optionAddition(
  attributes: readonly VariantAttribute[],
  name: string,
  valuesText: string,
): OptionAddition | null {
  const trimmedName = name.trim();
  const typed = valuesText
    .split(',')
    .reduce<readonly string[]>((values, value) => addVariantValue(values, value), []);
  if (!trimmedName || typed.length === 0) return null;
  const existing = attributes.find((a) => a.name.toLowerCase() === trimmedName.toLowerCase());
  if (!existing) {
    return {
      body: { name: trimmedName, type: guessVariantType(trimmedName), values: [...typed], description: '' },
      tick: [...typed],
    };
  }
  const values = typed.reduce<readonly string[]>(
    (all, value) => addVariantValue(all, value),
    existing.values,
  );
  const tick = typed.map((value) => values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value);
  return {
    id: existing.id,
    body: {
      name: existing.name,
      type: existing.type,
      values: [...values],
      description: existing.description ?? '',
    },
    tick,
  };
}
