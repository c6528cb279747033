import { type CatalogEntry, sandboxCatalog } from '../catalog.ts';
import { type Db, markSeeded } from '../db/database.ts';
import type { LeadInsert } from '../db/leadColumns.ts';
import { LeadStore } from '../db/leadStore.ts';
import { labelsFor } from './marketing.ts';
import { fullName, randomPerson } from './people.ts';
import { Random } from './random.ts';

const SEED = 20_240_601;
const DAY = 24 * 60 * 60;
/**
 * Leads are spread over the last 180 days, or longer for a large sandbox: at most about 1,400 a day, so 1,000,000
 * leads span two years, as a real account of that size does (issue 26: "a year or two of advertising"). Squeezed
 * into 180 days, a day would hold 5,555 leads, an account twice as busy as any the benches are meant to show.
 */
const MIN_SPAN_DAYS = 180;
const LEADS_PER_DAY_AT_MOST = 1400;

function spanDays(count: number): number {
  return Math.max(MIN_SPAN_DAYS, Math.ceil(count / LEADS_PER_DAY_AT_MOST));
}

export interface SeedOptions {
  leadCount: number;
  now: Date;
}

const managerNames = [
  ['Ирина', 'Соколова', 'i.sokolova'],
  ['Дмитрий', 'Орлов', 'd.orlov'],
  ['Мария', 'Лебедева', 'm.lebedeva'],
  ['Алексей', 'Никитин', 'a.nikitin'],
  ['Екатерина', 'Волкова', 'e.volkova'],
  ['Сергей', 'Морозов', 's.morozov'],
  ['Ольга', 'Захарова', 'o.zakharova'],
  ['Павел', 'Григорьев', 'p.grigoryev'],
  ['Анна', 'Козлова', 'a.kozlova'],
  ['Роман', 'Андреев', 'r.andreev'],
  ['Наталья', 'Степанова', 'n.stepanova'],
  ['Максим', 'Борисов', 'm.borisov'],
] as const;

const organizationNames = [
  'ООО «Ромашка»',
  'ООО «Вектор»',
  'АО «Северсталь-Сервис»',
  'ООО «ТехноСтрой»',
  'ИП Кузнецов А. В.',
  'ООО «Гранит»',
  'ООО «Лесная сказка»',
  'АО «Волга-Логистик»',
  'ООО «Уральские окна»',
  'ООО «Меридиан»',
  'ООО «СтройИнвест»',
  'ООО «Альфа-Мебель»',
];

const streets = ['ул. Ленина', 'пр. Мира', 'ул. Гагарина', 'ул. Советская', 'ул. Пушкина', 'Садовая ул.'];

// Older leads have had time to reach the end of the funnel; fresh ones are mostly still new.
function stageFor(ageDays: number, random: Random): CatalogEntry {
  const stages = sandboxCatalog.funnelStages;
  if (ageDays < 3) return random.pick(stages.slice(0, 2));
  if (ageDays < 30) return random.pick(stages.slice(0, 5));
  return random.chance(0.6) ? random.pick(stages.slice(5)) : random.pick(stages);
}

function createdTimes(count: number, now: number, random: Random): number[] {
  const span = spanDays(count) * DAY;
  const start = now - span;
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(start + Math.floor(random.next() * span));
  // Ascending so that ids grow with time, as in a live CRM.
  return times.sort((a, b) => a - b);
}

function seedEmployees(db: Db): number[] {
  const insert = db.prepare('INSERT INTO employees (name, email) VALUES (?, ?)');
  return managerNames.map(([first, last, login]) =>
    Number(insert.run(`${first} ${last}`, `${login}@sandbox.test`).lastInsertRowid),
  );
}

function seedClients(db: Db, random: Random, now: number): number[] {
  const insert = db.prepare(
    'INSERT INTO clients (surname, first_name, patronymic, phone, email, dob) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const ids: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    const person = randomPerson(random);
    const dob = random.chance(0.6)
      ? new Date((now - random.int(20 * 365, 65 * 365) * DAY) * 1000).toISOString().slice(0, 10)
      : null;
    const email = random.chance(0.7) ? person.email : null;
    ids.push(
      Number(
        insert.run(person.surname, person.firstName, person.patronymic, person.phone, email, dob)
          .lastInsertRowid,
      ),
    );
  }
  return ids;
}

function seedOrganizations(db: Db, random: Random): number[] {
  const insert = db.prepare(
    'INSERT INTO organizations (name, inn, kpp, ogrn, adress, address_legal) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return organizationNames.map((name) => {
    const city = random.pick(sandboxCatalog.cities).name;
    const address = `г. ${city}, ${random.pick(streets)}, д. ${random.int(1, 120)}`;
    const sole = name.startsWith('ИП');
    const inn = sole ? random.digits(12) : `0${random.digits(9)}`;
    const kpp = sole ? null : random.digits(9);
    const ogrn = sole ? `3${random.digits(14)}` : `1${random.digits(12)}`;
    return Number(
      insert.run(name, inn, kpp, ogrn, address, random.chance(0.5) ? address : null).lastInsertRowid,
    );
  });
}

interface SeededContract {
  id: number;
  clientId: number;
}

function seedContracts(
  db: Db,
  random: Random,
  refs: { clients: number[]; organizations: number[]; employees: number[] },
): SeededContract[] {
  const insert = db.prepare(
    `INSERT INTO contracts (contact_id, org_id, user_id_owner, funnel_stage_id, location_city_id, location_unit_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const contracts: SeededContract[] = [];
  for (let i = 0; i < 40; i += 1) {
    const clientId = random.pick(refs.clients);
    const office = random.pick(sandboxCatalog.offices);
    const orgId = random.chance(0.5) ? random.pick(refs.organizations) : null;
    const stage = random.pick(sandboxCatalog.funnelStages.slice(3)).id;
    const id = insert.run(clientId, orgId, random.pick(refs.employees), stage, office.cityId, office.id);
    contracts.push({ id: Number(id.lastInsertRowid), clientId });
  }
  return contracts;
}

function seedLeads(
  db: Db,
  random: Random,
  options: {
    count: number;
    now: number;
    employees: number[];
    clients: number[];
    contracts: SeededContract[];
  },
): void {
  const store = new LeadStore(db);
  const contacts: { phone: string | null; email: string | null }[] = [];
  const times = createdTimes(options.count, options.now, random);
  for (const dtCreate of times) {
    const person = randomPerson(random);
    let phone: string | null = random.chance(0.97) ? person.phone : null;
    let email: string | null = phone === null || random.chance(0.55) ? person.email : null;
    const earlier = contacts.length > 0 && random.chance(0.15) ? random.pick(contacts) : undefined;
    if (earlier !== undefined) {
      // A returning customer: same phone, same e-mail or both, so firstId and otherCount are not all empty.
      const reuse = random.next();
      if (reuse < 0.6 && earlier.phone !== null) phone = earlier.phone;
      else if (reuse < 0.85 && earlier.email !== null) email = earlier.email;
      else ({ phone, email } = earlier);
    }
    contacts.push({ phone, email });

    const source = random.pick(sandboxCatalog.sources);
    const office = random.chance(0.9) ? random.pick(sandboxCatalog.offices) : null;
    const contract = random.chance(0.03) ? random.pick(options.contracts) : null;
    const dtUpdate = Math.min(options.now, dtCreate + random.int(0, 20 * DAY));
    const nameStyle = random.next();
    const lead: LeadInsert = {
      name: nameStyle < 0.85 ? fullName(person) : nameStyle < 0.95 ? person.firstName : null,
      phone,
      email,
      clientId: contract?.clientId ?? (random.chance(0.04) ? random.pick(options.clients) : null),
      contractId: contract?.id ?? null,
      userIdCreate: random.chance(0.7) ? random.pick(options.employees) : null,
      userIdUpdate: random.chance(0.5) ? random.pick(options.employees) : null,
      userIdOwner: random.chance(0.85) ? random.pick(options.employees) : null,
      sourceId: source.id,
      funnelStageId: stageFor((options.now - dtCreate) / DAY, random).id,
      remoteId: random.chance(0.2) ? random.int(100_000, 9_999_999) : null,
      dtCreate,
      dtUpdate,
      locationUnitId: office?.id ?? null,
      locationCityId: office?.cityId ?? null,
      cost: random.chance(0.4) ? random.int(5, 500) * 1000 : null,
      ...labelsFor(source.name, random),
    };
    store.insert(lead);
  }
}

export function seedDatabase(db: Db, options: SeedOptions): void {
  const random = new Random(SEED);
  const now = Math.floor(options.now.getTime() / 1000);
  db.transaction(() => {
    const employees = seedEmployees(db);
    const clients = seedClients(db, random, now);
    const organizations = seedOrganizations(db, random);
    const contracts = seedContracts(db, random, { clients, organizations, employees });
    seedLeads(db, random, { count: options.leadCount, now, employees, clients, contracts });
    markSeeded(db, options.now);
  })();
}
