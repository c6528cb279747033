import { z } from 'zod/mini';
import { readStoredJson, writeStored } from '@/shared/lib/browserStorage';
import { leadFieldMessages } from '@/shared/recordForms/lead/fieldMessages';
import { LEAD_FORM_FIELDS, type LeadFormField } from '@/shared/recordForms/lead/leadFormFields';

/** For each column of the file, the lead field it fills, or null when the column is not imported. */
export type ColumnMapping = (LeadFormField | null)[];

/** Lower case, ё as е, letters and digits only: "E-mail", "e_mail " and "EMAIL" are one header. */
export function normalizeHeader(header: string): string {
  return header
    .toLocaleLowerCase('ru')
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

// Names people give these columns, besides the field's own name and the form's English and Russian labels.
const EXTRA_ALIASES: Partial<Record<LeadFormField, readonly string[]>> = {
  name: ['фио', 'имя', 'fullname', 'контакт', 'контактноелицо', 'клиент', 'client', 'contact'],
  phone: ['телефон', 'тел', 'phonenumber', 'мобильный', 'номертелефона', 'mobile', 'tel'],
  email: ['почта', 'email', 'mail', 'емейл', 'емэйл', 'электроннаяпочта', 'элпочта', 'эпочта'],
  sourceId: ['источник', 'source', 'рекламныйисточник', 'источникрекламы', 'канал'],
  funnelStageId: ['стадия', 'этап', 'stage', 'funnelstage', 'этапворонки', 'стадиясделки'],
  userIdOwner: ['ответственный', 'менеджер', 'owner', 'responsible', 'manager'],
  locationCityId: ['город', 'city'],
  locationUnitId: ['офис', 'office', 'филиал', 'подразделение'],
  cost: ['бюджет', 'budget', 'сумма', 'стоимость', 'amount'],
  remoteId: ['внешнийid', 'externalid', 'внешнийидентификатор'],
  referrer: ['реферер', 'referer'],
  ip: ['ipадрес', 'ipaddress'],
};

function buildAliases(): Map<string, LeadFormField> {
  const aliases = new Map<string, LeadFormField>();
  const add = (alias: string, field: LeadFormField) => {
    const key = normalizeHeader(alias);
    if (key !== '' && !aliases.has(key)) aliases.set(key, field);
  };
  for (const field of LEAD_FORM_FIELDS) {
    add(field, field);
    for (const alias of EXTRA_ALIASES[field] ?? []) add(alias, field);
    add(leadFieldMessages.en[field], field);
    add(leadFieldMessages.ru[field], field);
  }
  return aliases;
}

const ALIASES = buildAliases();

/** The field each header names; a field goes to its first column only, so no value is silently overwritten. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const taken = new Set<LeadFormField>();
  return header.map((title) => {
    const field = ALIASES.get(normalizeHeader(title)) ?? null;
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

const STORAGE_PREFIX = 'crm.import.mapping.';
const StoredMappingSchema = z.array(z.nullable(z.enum(LEAD_FORM_FIELDS)));

function storageKey(header: readonly string[]): string {
  return STORAGE_PREFIX + JSON.stringify(header.map(normalizeHeader));
}

/** The mapping the user last chose for a file with this header, or the guess. */
export function initialMapping(header: readonly string[]): ColumnMapping {
  // A damaged entry is no reason to refuse the file: it falls back to the guess.
  const parsed = StoredMappingSchema.safeParse(readStoredJson(storageKey(header)));
  if (parsed.success && parsed.data.length === header.length) return parsed.data;
  return guessMapping(header);
}

/** Remembers a mapping for the next file with the same header (header names only: no personal data). */
export function rememberMapping(header: readonly string[], mapping: ColumnMapping): void {
  writeStored(storageKey(header), JSON.stringify(mapping));
}
