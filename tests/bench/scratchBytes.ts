import { LeadIndexes } from '../../src/localIndex/indexes/leadIndexes';
import { LeadStore } from '../../src/localIndex/leadStore';
import { seededRandom } from '../../src/localIndex/testing/random';
import { randomLead } from '../../src/localIndex/testing/randomLeads';
const size = 100_000;
const random = seededRandom(size);
const store = new LeadStore();
const indexes = new LeadIndexes(store);
for (let start = 1; start <= size; start += 500) {
  const page = [];
  for (let id = start; id < Math.min(size + 1, start + 500); id += 1) page.push(randomLead(random, id));
  store.upsert(page, 0);
}
while (!indexes.warm(50_000, true));
console.log(JSON.stringify({ ordersMB: indexes.orders.bytes / 1e6, storeMB: store.bytes / 1e6 }));
