// 'Shipping Information' (spec storefront §2 Checkout): the country first (docs/decisions/0100, the
// United Kingdom unless chosen), then the six required fields, labelled, with the postcode
// placeholder 'e.g. SW1A 1AA' for the UK and the country's own name and example elsewhere (a US
// address also names its state), and an e-mail field of e-mail type. Each field says under itself
// what is wrong, tied to it with aria-invalid and aria-describedby.

import { DEFAULT_COUNTRY, postcodeExample } from '@storefleet/contracts';
import { CountryOptions, postcodeLabelKey, UsStateOptions } from '@/components/address-choices.tsx';
import { FieldError } from '@/components/ui/field-error.tsx';
import { Input, textFieldClasses } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useFormMessage } from '@/lib/i18n/api-message.ts';
import { useT } from '@/lib/i18n/language.tsx';
import {
  askedFields,
  type CheckoutFieldErrors,
  type CheckoutFieldName,
  type CheckoutFields,
} from '../checkout-fields.ts';

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
  { name: 'state', label: 'checkout.field.state', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'checkout.field.zipCode', autoComplete: 'postal-code' },
];

type ShippingFieldsProps = {
  values: CheckoutFields;
  errors: CheckoutFieldErrors;
  onChange(name: CheckoutFieldName, value: string): void;
  onBlur(name: CheckoutFieldName, value: string): void;
  onCountry(country: string): void;
};

const Required = () => (
  <span aria-hidden="true" className="text-destructive">
    *
  </span>
);

export function ShippingFields({ values, errors, onChange, onBlur, onCountry }: ShippingFieldsProps) {
  const t = useT();
  const formMessage = useFormMessage();
  const asked = askedFields(values.country);
  const describedBy = (name: CheckoutFieldName) => (errors[name] ? `checkout-${name}-error` : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor="checkout-country">
          {t('checkout.field.country')} <Required />
        </Label>
        <select
          id="checkout-country"
          name="country"
          autoComplete="country"
          className={textFieldClasses}
          value={values.country}
          onChange={(event) => onCountry(event.target.value)}
        >
          <CountryOptions />
        </select>
      </div>
      {fieldSpecs
        .filter((field) => asked.includes(field.name))
        .map((field) => (
          <div key={field.name} className={field.wide ? 'space-y-2 sm:col-span-2' : 'space-y-2'}>
            <Label htmlFor={`checkout-${field.name}`}>
              {t(field.name === 'zipCode' ? postcodeLabelKey(values.country) : field.label)} <Required />
            </Label>
            {field.name === 'state' ? (
              <select
                id="checkout-state"
                name="state"
                autoComplete={field.autoComplete}
                className={textFieldClasses}
                required
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={describedBy('state')}
                value={values.state}
                onChange={(event) => onChange('state', event.target.value)}
                onBlur={(event) => onBlur('state', event.target.value)}
              >
                <UsStateOptions />
              </select>
            ) : (
              <Input
                id={`checkout-${field.name}`}
                name={field.name}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                placeholder={
                  field.name !== 'zipCode'
                    ? undefined
                    : values.country === DEFAULT_COUNTRY
                      ? t('checkout.field.zipCodeExample')
                      : t('checkout.field.example', { example: postcodeExample(values.country) })
                }
                required
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={describedBy(field.name)}
                value={values[field.name]}
                onChange={(event) => onChange(field.name, event.target.value)}
                onBlur={(event) => onBlur(field.name, event.target.value)}
              />
            )}
            <FieldError id={`checkout-${field.name}-error`} message={formMessage(errors[field.name])} />
          </div>
        ))}
    </div>
  );
}
