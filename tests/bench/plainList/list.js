// The platform's floor for the list's first rows (issue 21): no framework, no parsing library, no router. It reads
// the session the app stored, asks for page 1 of 15 and writes the rows as text. `npm run bench` serves it beside
// the built app and times both the same way.
const stored = sessionStorage.getItem('crm.session') ?? localStorage.getItem('crm.session');
const token = stored ? JSON.parse(stored).accessToken : '';
const response = await fetch('/api/lead?page=1&per_page=15', {
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
});
const { data } = await response.json();
const created = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
const body = document.querySelector('tbody');
for (const lead of data) {
  const row = body.insertRow();
  for (const value of [
    lead.id,
    lead.name ?? '',
    lead.phone ?? '',
    lead.email ?? '',
    created.format(new Date(lead.dtCreate * 1000)),
    lead.cost ?? '',
  ]) {
    row.insertCell().textContent = String(value);
  }
}
