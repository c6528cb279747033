import type { Lead } from '../../api/schemas/lead';
import { makeLead } from './fakeCrm';
import { integer, pick } from './random';

const FIRST = [
  'Иван',
  'Пётр',
  'Петр',
  'Алёна',
  'Алена',
  'ОЛЕГ',
  'мария',
  'Anna',
  'JOHN',
  'Jean-Luc',
  'Ёжик',
  'Şule',
];
const LAST = [
  'Петров',
  'Сидорова',
  'Ёлкин',
  'Елкин',
  'Smith',
  "O'Brien",
  'ван Дейк',
  'Кузнецов-Лебедев',
  '42-й',
];
const DOMAINS = ['example.test', 'Mail.RU', 'yandex.ru', 'почта.рф'];

/** A phone in one of the shapes the CRM holds: +7, 8, bare national, foreign, short, or none. */
function randomPhone(random: () => number): string | null {
  const national = `9${String(integer(random, 0, 999_999_999)).padStart(9, '0')}`;
  switch (integer(random, 0, 6)) {
    case 0:
      return null;
    case 1:
      return `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
    case 2:
      return `8${national}`;
    case 3:
      return national;
    case 4:
      return `+49 30 ${integer(random, 100_000, 9_999_999)}`;
    case 5:
      return String(integer(random, 0, 999));
    default:
      return `7${national}`;
  }
}

function randomName(random: () => number): string | null {
  switch (integer(random, 0, 9)) {
    case 0:
      return null;
    case 1:
      return pick(random, FIRST);
    default:
      return `${pick(random, FIRST)} ${pick(random, LAST)}${random() < 0.1 ? ` ${integer(random, 1, 999)}` : ''}`;
  }
}

function randomEmail(random: () => number, name: string | null): string | null {
  const roll = random();
  if (roll < 0.15) return null;
  if (roll < 0.2) return '  ';
  const local = (name ?? 'lead').split(' ')[0]?.toLowerCase() ?? 'lead';
  return `${random() < 0.5 ? local : local.toUpperCase()}.${integer(random, 1, 9999)}@${pick(random, DOMAINS)}`;
}

const nullable = (random: () => number, value: number): number | null => (random() < 0.1 ? null : value);

/** A lead with the odd values a real account holds: nulls, blanks, equal creation times, mixed scripts. */
export function randomLead(random: () => number, id: number): Lead {
  const name = randomName(random);
  return makeLead(id, {
    name,
    phone: randomPhone(random),
    email: randomEmail(random, name),
    sourceId: nullable(random, integer(random, 1, 6)),
    funnelStageId: nullable(random, integer(random, 1, 7)),
    userIdOwner: nullable(random, integer(random, 1, 12)),
    locationCityId: nullable(random, integer(random, 1, 5)),
    locationUnitId: nullable(random, integer(random, 10, 13)),
    // Many leads share a second: the order's ties are broken by id.
    dtCreate: 1_700_000_000 + integer(random, 0, 3000) * 60,
    dtUpdate: random() < 0.5 ? null : 1_700_000_000 + integer(random, 0, 100_000),
    cost: random() < 0.2 ? null : integer(random, 0, 50) * 100,
    otherCount: random() < 0.1 ? integer(random, 1, 3) : 0,
  });
}
