// "Find a customer" in the draft order form: type part of a name or e-mail and pick one of the
// store's customers (arrow keys move, Enter picks, Escape closes) to fill the e-mail and name; or pick
// nobody and type a new customer's details below.
import type { AdminCustomer } from '@storefleet/contracts';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { useCustomerSuggestions } from '../api/draft-pickers.ts';

export function CustomerPicker({
  tenantId,
  picked,
  onPick,
}: {
  tenantId?: number;
  /** The e-mail of the customer picked, or null for a new customer. */
  picked: string | null;
  onPick(customer: AdminCustomer): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const suggestions = useCustomerSuggestions(text, tenantId);
  const found = text.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const shown = open && found.length > 0;
  const pick = (customer: AdminCustomer) => {
    onPick(customer);
    setText('');
    setOpen(false);
  };
  return (
    <div className="relative space-y-1">
      <label htmlFor={`${id}-search`} className="text-sm font-medium">
        Find a customer
      </label>
      <Input
        id={`${id}-search`}
        role="combobox"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        placeholder="Part of a name or e-mail"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && found.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((n) => (n + 1) % found.length);
          } else if (event.key === 'ArrowUp' && found.length > 0) {
            event.preventDefault();
            setActive((n) => (n - 1 + found.length) % found.length);
          } else if (event.key === 'Enter' && shown) {
            event.preventDefault();
            pick(found[active] ?? found[0]!);
          } else if (event.key === 'Escape' && shown) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {shown ? (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label="Customers found"
          className="absolute z-10 mt-1 w-full overflow-hidden rounded-md border bg-popover text-sm shadow-md"
        >
          {found.map((customer, i) => (
            <div
              key={customer.id}
              id={`${id}-option-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-accent text-accent-foreground' : ''}`}
              // Picked on mouse down, before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(customer);
              }}
            >
              <span className="font-medium">{customer.name}</span>{' '}
              <span className="text-muted-foreground">{customer.email}</span>
            </div>
          ))}
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {picked
          ? `Existing customer: ${picked}`
          : text.trim().length >= 2 && !suggestions.isFetching && found.length === 0
            ? 'No customer found: fill in a new customer below'
            : 'New customer: or find one of your customers'}
      </p>
    </div>
  );
}
