// Phones are kept as digit strings (not INTEGER) so an exact index lookup works for duplicates and
// store-or-first; organisation numbers are TEXT so leading zeros survive.
export const schemaSql = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS employees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE
);

CREATE TABLE IF NOT EXISTS clients (
  id INTEGER PRIMARY KEY,
  surname TEXT,
  first_name TEXT NOT NULL,
  patronymic TEXT,
  phone TEXT NOT NULL,
  email TEXT,
  dob TEXT
);
CREATE INDEX IF NOT EXISTS clients_phone ON clients (phone);

CREATE TABLE IF NOT EXISTS organizations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  inn TEXT,
  kpp TEXT,
  ogrn TEXT,
  adress TEXT,
  address_legal TEXT
);

CREATE TABLE IF NOT EXISTS contracts (
  id INTEGER PRIMARY KEY,
  contact_id INTEGER NOT NULL REFERENCES clients (id),
  org_id INTEGER REFERENCES organizations (id),
  user_id_owner INTEGER REFERENCES employees (id),
  funnel_stage_id INTEGER NOT NULL,
  location_city_id INTEGER,
  location_unit_id INTEGER
);

CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY,
  client_id INTEGER REFERENCES clients (id),
  contract_id INTEGER REFERENCES contracts (id),
  name TEXT,
  phone TEXT,
  email TEXT,
  user_id_create INTEGER,
  user_id_update INTEGER,
  user_id_owner INTEGER,
  source_id INTEGER,
  funnel_stage_id INTEGER,
  remote_id INTEGER,
  dt_create INTEGER NOT NULL,
  dt_update INTEGER NOT NULL,
  location_unit_id INTEGER,
  location_city_id INTEGER,
  cost INTEGER,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  utm_content TEXT,
  utm_term TEXT,
  utm_referrer TEXT,
  openstat_service TEXT,
  openstat_campaign TEXT,
  openstat_ad TEXT,
  openstat_source TEXT,
  from_label TEXT,
  yclid TEXT,
  ymclid TEXT,
  ym_client_id TEXT,
  gclid TEXT,
  yqrid TEXT,
  fbclid TEXT,
  tracker_id TEXT,
  referrer TEXT,
  ip TEXT
);
CREATE INDEX IF NOT EXISTS leads_created ON leads (dt_create DESC, id DESC);
CREATE INDEX IF NOT EXISTS leads_phone ON leads (phone);
CREATE INDEX IF NOT EXISTS leads_email ON leads (email);

CREATE TABLE IF NOT EXISTS access_tokens (
  token_hash TEXT PRIMARY KEY,
  employee_id INTEGER NOT NULL REFERENCES employees (id),
  client_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  access_token_hash TEXT NOT NULL REFERENCES access_tokens (token_hash),
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
`;
