import { displayAttribute, type ErrorBag, ValidationError } from './messages.ts';
import type { Rule } from './rules.ts';
import { isEmpty, valueAt } from './values.ts';

/** Field → rules; the key order is the order of the errors in a 422 body. */
export type RuleSet = Record<string, readonly Rule[]>;

export function collectErrors(data: Record<string, unknown>, rules: RuleSet): ErrorBag {
  const errors: ErrorBag = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const value = valueAt(data, field);
    const messages: string[] = [];
    for (const rule of fieldRules) {
      if (!rule.implicit && isEmpty(value)) continue;
      if (rule.passes(value, data)) continue;
      messages.push(rule.message(displayAttribute(field)));
      // Laravel stops checking a field once a required-like rule failed on it.
      if (rule.implicit) break;
    }
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}

export function validate(data: Record<string, unknown>, rules: RuleSet): void {
  const errors = collectErrors(data, rules);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
