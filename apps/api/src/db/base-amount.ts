// An order's amount in its store's base currency, in SQL (docs/decisions/0105, 0106): the same
// integers as `toBaseAmount` in packages/contracts/src/currencies.ts, computed where the rows are
// summed. The order's own stored rate (units of its currency per one base unit), never today's: a
// later change of the store's rate rewrites no report.
import { minorDigits } from '@storefleet/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The rate's eight decimal places, and four more: no currency has more than four minor digits, so
 * 10^(shift + 4) below is always a whole number and the quotient stays a ratio of two integers.
 */
const DENOMINATOR_SCALE = sql.raw('1000000000000');
const NUMERATOR_SCALE = sql.raw('100000000');

let digitsCase: SQL | undefined;

/**
 * ISO 4217 minor digits of a currency column, as `minorDigits` gives them: a CASE over the codes
 * whose digits are not two (JPY 0, KWD 3, …). A code no store can sell in never reaches an order.
 */
export function minorDigitsSql(currency: SQL): SQL {
  digitsCase ??= (() => {
    const others = Intl.supportedValuesOf('currency').filter((code) => minorDigits(code) !== 2);
    const whens = others.map((code) => sql.raw(`when '${code}' then ${minorDigits(code)}`));
    return sql.join(whens, sql` `);
  })();
  return sql`(case ${currency} ${digitsCase} else 2 end)`;
}

/**
 * `amount` (minor units of `from`) in minor units of `base` at `rate`: amount ÷ rate, moved between
 * the two currencies' minor digits, rounded half away from zero in exact integer arithmetic
 * (`div` on numeric integers, never a float or a rounded quotient), as a bigint. An amount already
 * in the base currency at rate 1 (every order in it) is returned as it is, with no arithmetic.
 */
export function baseAmountSql(amount: SQL, from: SQL, base: SQL, rate: SQL): SQL {
  const shift = sql`(${minorDigitsSql(base)} - ${minorDigitsSql(from)} + 4)`;
  const numerator = sql`(abs(${amount})::numeric * ${NUMERATOR_SCALE} * 10::numeric ^ ${shift})`;
  const denominator = sql`(${rate} * ${DENOMINATOR_SCALE})`;
  return sql`(case when ${from} = ${base} and ${rate} = 1 then (${amount})::bigint
    else ((case when ${amount} < 0 then -1 else 1 end)
      * div(${numerator} * 2 + ${denominator}, ${denominator} * 2))::bigint end)`;
}
