export interface PersonName {
  firstName: string;
  surname: string;
  patronymic: string;
}

// Russian patronymics (Ivanovich, Ivanovna, Ilyinichna, and the Turkic oglu/kyzy), in Cyrillic or Latin.
const PATRONYMIC = /(?:вич|вна|чна|ична|оглы|кызы|vich|vna|chna|ogly|kyzy)$/i;
// Typical Russian surname endings, used only to order two words that carry no patronymic.
const SURNAME =
  /(?:ов|ев|ёв|ин|ын|ова|ева|ёва|ина|ына|ский|цкий|ская|цкая|ov|ev|in|ova|eva|ina|sky|skiy|skaya)$/i;

/**
 * Splits a lead's single name field into the client's parts. Leads usually hold "Surname Name Patronymic" (the
 * Russian official order), sometimes just a first name, sometimes "Name Surname"; the patronymic and surname
 * endings tell which. What cannot be told goes to the first name, which the user sees and can correct.
 */
export function splitPersonName(fullName: string | null): PersonName {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const empty: PersonName = { firstName: '', surname: '', patronymic: '' };
  const [first = '', second = '', ...rest] = words;
  const last = words.at(-1) ?? '';
  if (words.length === 0) return empty;
  if (words.length === 1) return { ...empty, firstName: first };
  if (words.length === 2) {
    if (PATRONYMIC.test(second)) return { ...empty, firstName: first, patronymic: second };
    if (SURNAME.test(first) && !SURNAME.test(second)) return { ...empty, surname: first, firstName: second };
    return { ...empty, firstName: first, surname: second };
  }
  if (PATRONYMIC.test(last)) {
    // Surname Name [Name…] Patronymic
    return { surname: first, firstName: words.slice(1, -1).join(' '), patronymic: last };
  }
  if (PATRONYMIC.test(second)) {
    // Name Patronymic Surname
    return { firstName: first, patronymic: second, surname: rest.join(' ') };
  }
  return { ...empty, firstName: first, surname: words.slice(1).join(' ') };
}
