// An order's amount in its store's base currency, in SQL (docs/decisions/0105, 0106): the same
// integers as `toBaseAmount` in packages/contracts/src/currencies.ts, computed where the rows are
// summed. The order's own stored rate (units of its currency per one base unit), never today's: a
// later change of the store's rate rewrites no report.
import { minorDigits } from '@storefleet/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** The rate's eight decimal places: rate × 10^8 is a whole number. */
const RATE_SCALE = sql.raw('100000000');

let unitCase: SQL | undefined;

/**
 * 10 to the power of a currency column's ISO 4217 minor digits (`minorDigits`): 100 for GBP, 1 for
 * JPY, 1000 for KWD. A CASE over the codes whose digits are not two, integers only. A code no store
 * can sell in never reaches an order.
 */
export function minorUnitSql(currency: SQL): SQL {
  unitCase ??= (() => {
    const others = Intl.supportedValuesOf('currency').filter((code) => minorDigits(code) !== 2);
    const whens = others.map((code) => sql.raw(`when '${code}' then ${10 ** minorDigits(code)}`));
    return sql.join(whens, sql` `);
  })();
  return sql`(case ${currency} ${unitCase} else 100 end)`;
}

/**
 * `amount` (minor units of `from`) in minor units of `base` at `rate`: amount ÷ rate, moved between
 * the two currencies' minor digits, rounded half away from zero, as a bigint. Exact: the quotient
 * (|amount| × unit(base) × 10^8) ÷ (unit(from) × rate × 10^8) is a ratio of two whole numbers, and
 * `div` on numeric integers truncates it without a float or a rounded intermediate. An amount
 * already in the base currency at rate 1 (every order in it) is returned as it is, with no arithmetic.
 */
export function baseAmountSql(amount: SQL, from: SQL, base: SQL, rate: SQL): SQL {
  const numerator = sql`(abs(${amount})::numeric * ${minorUnitSql(base)} * ${RATE_SCALE})`;
  const denominator = sql`(${minorUnitSql(from)} * ${rate} * ${RATE_SCALE})`;
  return sql`(case when ${from} = ${base} and ${rate} = 1 then (${amount})::bigint
    else ((case when ${amount} < 0 then -1 else 1 end)
      * div(${numerator} * 2 + ${denominator}, ${denominator} * 2))::bigint end)`;
}
