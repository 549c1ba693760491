// 'Shipping Information' (spec storefront §2 Checkout): the six required fields, labelled, with the
// postcode placeholder 'e.g. SW1A 1AA' and an e-mail field of e-mail type. Each field says under
// itself what is wrong, tied to it with aria-invalid and aria-describedby.

import { FieldError } from '@/components/ui/field-error.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useT } from '@/lib/i18n/language.tsx';
import type { CheckoutFieldErrors, CheckoutFieldName, CheckoutFields } from '../checkout-fields.ts';

type FieldSpec = {
  name: CheckoutFieldName;
  label: string;
  type?: string;
  autoComplete: string;
  placeholder?: string;
  wide?: boolean;
};

const fieldSpecs: FieldSpec[] = [
  { name: 'firstName', label: 'checkout.field.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'checkout.field.lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'checkout.field.email', type: 'email', autoComplete: 'email', wide: true },
  { name: 'address', label: 'checkout.field.address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'checkout.field.city', autoComplete: 'address-level2' },
  {
    name: 'zipCode',
    label: 'checkout.field.zipCode',
    autoComplete: 'postal-code',
    placeholder: 'checkout.field.zipCodeExample',
  },
];

type ShippingFieldsProps = {
  values: CheckoutFields;
  errors: CheckoutFieldErrors;
  onChange(name: CheckoutFieldName, value: string): void;
  onBlur(name: CheckoutFieldName, value: string): void;
};

export function ShippingFields({ values, errors, onChange, onBlur }: ShippingFieldsProps) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fieldSpecs.map((field) => (
        <div key={field.name} className={field.wide ? 'space-y-2 sm:col-span-2' : 'space-y-2'}>
          <Label htmlFor={`checkout-${field.name}`}>
            {t(field.label)}{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </Label>
          <Input
            id={`checkout-${field.name}`}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder ? t(field.placeholder) : undefined}
            required
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `checkout-${field.name}-error` : undefined}
            value={values[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
            onBlur={(event) => onBlur(field.name, event.target.value)}
          />
          <FieldError id={`checkout-${field.name}-error`} message={errors[field.name]} />
        </div>
      ))}
    </div>
  );
}
