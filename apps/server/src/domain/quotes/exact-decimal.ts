import Decimal from 'decimal.js';

// Amounts reach 13 integer digits and 6 decimals, prices 12 decimals: 60 significant digits keep every product
// exact and every quotient far closer than one unit of an amount's last decimal, so the directed rounding of
// fees (up) and derived legs (down) always lands on the right side of the true value.
export const Exact = Decimal.clone({ precision: 60 });

/** Every value entering the engine goes through here, so no arithmetic runs at the default 20 digits. */
export function exact(value: Decimal.Value): Decimal {
  return new Exact(value);
}

/** Values leaving the engine are plain `Decimal`s again. */
export function plain(value: Decimal): Decimal {
  return new Decimal(value);
}
