// A product's options as the form edits them. `sizes` keeps the spec's strings: 'Group:Value', or a
// plain value that counts as 'Size' (parseOptionGroups). The form offers the store's variant
// attributes as checkboxes and keeps any other option string it finds.
import type { VariantAttribute } from '@storefleet/contracts';

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
