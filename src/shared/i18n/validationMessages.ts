import type { Locale } from './locale';
import { plural } from './plural';

/** A field's label as the form shows it, by the API's field name (`sourceId`); undefined when unknown. */
export type FieldLabelLookup = (field: string) => string | undefined;

/** Laravel's `:attribute` ("source id", "utm source.value") back to the API's name ("sourceId"). */
function attributeToField(attribute: string): string {
  return attribute.trim().replace(/[ _]+(\p{L})/gu, (_match, letter: string) => letter.toUpperCase());
}

function fieldName(attribute: string, labelOf: FieldLabelLookup): string {
  const field = attributeToField(attribute);
  const head = field.split('.')[0] ?? field;
  return `«${labelOf(field) ?? labelOf(head) ?? attribute}»`;
}

const characters = (count: number) =>
  plural('ru', count, {
    one: '{count} символ',
    few: '{count} символа',
    many: '{count} символов',
    other: '{count} символа',
  });

const moreErrors = (count: number) =>
  plural('ru', count, {
    one: '(и ещё {count} ошибка)',
    few: '(и ещё {count} ошибки)',
    many: '(и ещё {count} ошибок)',
    other: '(и ещё {count} ошибки)',
  });

type Name = (attribute: string) => string;

interface Rule {
  /** Laravel's English text of the rule, both the 10+ ("The x field must …") and older ("The x must …") forms. */
  pattern: RegExp;
  russian(match: RegExpExecArray, name: Name): string;
}

const A = '(.+?)';
const FIELD = '(?: field)?';
const MUST = '(?:must|may)';

/** Laravel's standard messages (lang/en/validation.php) for the rules the CRM uses, and their Russian. */
const RULES: readonly Rule[] = [
  {
    pattern: new RegExp(`^The ${A}${FIELD} is required when ${A} is not present\\.$`),
    russian: (m, name) =>
      `Заполните поле ${name(m[1] ?? '')}, если не заполнено ${m[2]?.split(' / ').map(name).join(' или ')}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} is required when ${A} is present\\.$`),
    russian: (m, name) => `Заполните поле ${name(m[1] ?? '')}, если заполнено ${name(m[2] ?? '')}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} is required when ${A} is ${A}\\.$`),
    russian: (m, name) => `Заполните поле ${name(m[1] ?? '')}, когда ${name(m[2] ?? '')} — ${m[3]}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} is required\\.$`),
    russian: (m, name) => `Заполните поле ${name(m[1] ?? '')}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} is prohibited\\.$`),
    russian: (m, name) => `Поле ${name(m[1] ?? '')} заполнять нельзя.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be a valid email address\\.$`),
    russian: (m, name) => `В поле ${name(m[1] ?? '')} нужен адрес эл. почты, например name@example.com.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be an integer\\.$`),
    russian: (m, name) => `В поле ${name(m[1] ?? '')} должно быть целое число.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be a number\\.$`),
    russian: (m, name) => `В поле ${name(m[1] ?? '')} должно быть число.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be a string\\.$`),
    russian: (m, name) => `В поле ${name(m[1] ?? '')} должен быть текст.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be an array\\.$`),
    russian: (m, name) => `В поле ${name(m[1] ?? '')} должен быть список.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be true or false\\.$`),
    russian: (m, name) => `В поле ${name(m[1] ?? '')} должно быть «да» или «нет».`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} (?:must not|may not) be greater than (\\d+) characters\\.$`),
    russian: (m, name) => `Поле ${name(m[1] ?? '')}: не больше ${characters(Number(m[2]))}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} (?:must not|may not) be greater than (-?[\\d.]+)\\.$`),
    russian: (m, name) => `Значение поля ${name(m[1] ?? '')} должно быть не больше ${m[2]}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be at least (\\d+) characters\\.$`),
    russian: (m, name) => `Поле ${name(m[1] ?? '')}: не меньше ${characters(Number(m[2]))}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be at least (-?[\\d.]+)\\.$`),
    russian: (m, name) => `Значение поля ${name(m[1] ?? '')} должно быть не меньше ${m[2]}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be ${A} digits\\.$`),
    russian: (m, name) => `В поле ${name(m[1] ?? '')} должно быть ${m[2]?.replace(/ or /g, ' или ')} цифр.`,
  },
  {
    pattern: new RegExp(`^The selected ${A} is invalid\\.$`),
    russian: (m, name) => `Выбранное значение поля ${name(m[1] ?? '')} не найдено в CRM или недопустимо.`,
  },
  {
    pattern: new RegExp(`^The ${A} has already been taken\\.$`),
    russian: (m, name) => `Такое значение поля ${name(m[1] ?? '')} уже есть в CRM.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} (?:must be a valid date|is not a valid date)\\.$`),
    russian: (m, name) => `В поле ${name(m[1] ?? '')} должна быть существующая дата.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} ${MUST} be a date before or equal to today\\.$`),
    russian: (m, name) => `Дата в поле ${name(m[1] ?? '')} не может быть позже сегодняшней.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} (?:must match|does not match) the format ${A}\\.$`),
    russian: (m, name) => `Поле ${name(m[1] ?? '')} должно быть в формате ${m[2]}.`,
  },
  {
    pattern: new RegExp(`^The ${A}${FIELD} format is invalid\\.$`),
    russian: (m, name) => `Поле ${name(m[1] ?? '')} заполнено в неверном формате.`,
  },
  {
    pattern: /^The given data was invalid\.$/,
    russian: () => 'CRM не приняла данные.',
  },
];

const MORE_ERRORS = /^(.*?)\s*\(and (\d+) more errors?\)$/;

/**
 * A server validation message in the user's language. Laravel's standard messages are translated by rule and
 * field (the field named by its label where `labelOf` knows it); a message the app does not know is kept as the
 * server sent it. English messages stay as sent.
 */
export function translateValidationMessage(
  message: string,
  locale: Locale,
  labelOf: FieldLabelLookup = () => undefined,
): string {
  if (locale === 'en') return message;
  const more = MORE_ERRORS.exec(message);
  if (more)
    return `${translateValidationMessage(more[1] ?? '', locale, labelOf)} ${moreErrors(Number(more[2]))}`;
  const name: Name = (attribute) => fieldName(attribute, labelOf);
  for (const rule of RULES) {
    const match = rule.pattern.exec(message.trim());
    if (match) return rule.russian(match, name);
  }
  return message;
}
