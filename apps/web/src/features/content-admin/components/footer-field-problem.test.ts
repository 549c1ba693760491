import { describe, expect, it } from 'vitest';
import { FOOTER_EMAIL_MESSAGE, footerFieldProblem } from './footer-field-problem.ts';

describe('footerFieldProblem', () => {
  it('refuses a footer e-mail that is not an address', () => {
    for (const value of ['hello', 'hello@', 'hello@shop', 'two words@shop.test'])
      expect(footerFieldProblem('footer_email', value), value).toBe(FOOTER_EMAIL_MESSAGE);
  });

  it('lets an address, an empty field and the other fields save', () => {
    expect(footerFieldProblem('footer_email', ' hello@shop.test ')).toBeNull();
    expect(footerFieldProblem('footer_email', '')).toBeNull();
    expect(footerFieldProblem('footer_phone', 'not an e-mail')).toBeNull();
  });
});
