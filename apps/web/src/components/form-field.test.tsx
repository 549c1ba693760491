// FormField wires its control: the id, aria-invalid and aria-describedby pointing at the message
// that is on screen (rendered on the server side of React, so no DOM is needed).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.tsx';

describe('FormField', () => {
  it('gives its only child the id and no error attributes while valid', () => {
    const html = renderToStaticMarkup(
      <FormField id="name" label="Name">
        <input />
      </FormField>,
    );
    expect(html).toContain('<label for="name"');
    expect(html).toContain('<input id="name"/>');
  });

  it('marks the control invalid and describes it by the message, hiding the description', () => {
    const html = renderToStaticMarkup(
      <FormField id="slug" label="Slug" error="Slug is required" description="Used in the address">
        <input />
      </FormField>,
    );
    expect(html).toContain('<input id="slug" aria-invalid="true" aria-describedby="slug-error"/>');
    expect(html).toContain(
      '<p id="slug-error" class="text-sm font-medium text-destructive">Slug is required</p>',
    );
    expect(html).not.toContain('Used in the address');
  });

  it('keeps the description beside the error when asked, and passes the aria props to a render function', () => {
    const html = renderToStaticMarkup(
      <FormField id="trial" label="Trial Days" error="Too long" description="0 to 365" keepDescription>
        {(a11y) => <button type="button" {...a11y} />}
      </FormField>,
    );
    expect(html).toContain('aria-describedby="trial-hint trial-error"');
    expect(html).toContain('0 to 365');
  });
});
