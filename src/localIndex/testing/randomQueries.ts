import type { Lead } from '../../api/schemas/lead';
import type { LeadFilter, LeadSort } from '../filterSort';
import { integer, pick } from './random';

/** Random queries over random leads (./randomLeads.ts): what the comparisons with the plain scan ask. */

export const SORTS: ReadonlyArray<LeadSort | null> = [
  null,
  { field: 'cost', desc: true },
  { field: 'cost', desc: false },
  { field: 'dtUpdate', desc: true },
  { field: 'name', desc: false },
  { field: 'email', desc: true },
  { field: 'phone', desc: false },
  {
    field: 'sourceId',
    desc: false,
    labels: { 1: 'Сайт', 2: 'звонок', 3: 'Ёлка', 4: 'Avito 10', 5: 'Avito 9' },
  },
];

/** Something a person would type: a piece of a lead's phone, name or e-mail, or noise. */
export function randomText(random: () => number, leads: readonly Lead[]): string {
  const lead = pick(random, leads);
  const roll = integer(random, 0, 9);
  if (roll <= 2 && lead.phone) {
    const digits = lead.phone.replace(/\D/g, '');
    const start = integer(random, 0, Math.max(0, digits.length - 1));
    const run = digits.slice(start, start + integer(random, 1, 11));
    return random() < 0.3 ? run.replace(/(\d{3})/g, '$1 ').trim() : run;
  }
  if (roll <= 5 && lead.name) {
    const words = lead.name.split(' ');
    const typed = words.map((word) => word.slice(0, integer(random, 1, word.length)));
    const text = (random() < 0.5 ? typed.slice(0, 1) : typed).join(' ');
    return random() < 0.3 ? text.toUpperCase() : text;
  }
  if (roll <= 7 && lead.email) {
    const start = integer(random, 0, lead.email.length - 1);
    return lead.email.slice(start, start + integer(random, 1, 8));
  }
  if (roll === 8) return `${pick(random, ['иван', 'ПЕТ', 'ёж', 'smi', 'an'])} ${integer(random, 0, 999)}`;
  return String(integer(random, 0, 99_999)).slice(0, integer(random, 1, 5));
}

function randomIds(random: () => number, low: number, high: number): number[] {
  return Array.from({ length: integer(random, 1, 3) }, () => integer(random, low, high));
}

export function randomFilter(random: () => number, leads: readonly Lead[]): LeadFilter {
  const filter: LeadFilter = {};
  if (random() < 0.3) filter.sourceIds = randomIds(random, 1, 6);
  // Sometimes with the leads in no stage among them (the inbox's "first stage or none").
  if (random() < 0.3)
    filter.stageIds = random() < 0.3 ? [null, ...randomIds(random, 1, 7)] : randomIds(random, 1, 7);
  if (random() < 0.3) filter.ownerIds = randomIds(random, 1, 12);
  if (random() < 0.2) filter.cityIds = randomIds(random, 1, 5);
  if (random() < 0.2) filter.officeIds = randomIds(random, 10, 13);
  if (random() < 0.3) filter.createdFrom = 1_700_000_000 + integer(random, 0, 3000) * 60;
  if (random() < 0.3) filter.createdTo = 1_700_000_000 + integer(random, 0, 3000) * 60;
  if (random() < 0.1) filter.hasEmail = random() < 0.5;
  if (random() < 0.1) filter.hasPhone = random() < 0.5;
  if (random() < 0.1) filter.duplicatesOnly = true;
  if (random() < 0.15) filter.costFrom = integer(random, 0, 5000);
  if (random() < 0.15) filter.costTo = integer(random, 0, 5000);
  if (random() < 0.3) filter.text = randomText(random, leads);
  return filter;
}
