import { moneyText } from '@iris/domain/common/money-text';
import { NumericField } from './number-input';
import type { BaseFieldProps } from './use-field-error';

/** Whole pesos grouped by thousands, without ever going through a float. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Money as Iris writes it, 1,229.00 (docs/spec.md), from what was typed when it reads as money;
 * anything else is left as typed for the schema to refuse.
 */
export function tidyMoney(text: string): string {
  const match = /^(\d{1,10})(?:\.(\d{0,2}))?$/.exec(moneyText(text));
  if (!match?.[1]) return text;
  const pesos = match[1].replace(/^0+(?=\d)/, '');
  return `${grouped(pesos)}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/**
 * An amount of money, validated by the form's schema (`moneyField`): typed with or without
 * thousands separators (1,229.00 or 1229), kept as decimal text, never a float.
 */
export function MoneyInput(props: BaseFieldProps) {
  return <NumericField {...props} inputMode="decimal" prefix="$" tidy={tidyMoney} />;
}
