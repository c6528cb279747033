import { measureCrmTraffic } from './crmTraffic';
import { emit } from './report';

export const SIZES = (
  process.env.BENCH_INDEX_SIZES ??
  process.env.SANDBOX_LEAD_COUNT ??
  '100000,250000,1000000'
)
  .split(',')
  .map(Number)
  .filter((size) => size > 0);

const MB = 1_000_000;

/** Issue 26's targets for the re-reads (everything but the minute's look for new leads), per signed-in hour. */
function trafficTarget(leads: number): { requests: number; bytesRaw: number | null; text: string } {
  return leads > 100_000
    ? { requests: 200, bytesRaw: null, text: 're-reads ≤ 200 requests an hour (at 1,000,000)' }
    : {
        requests: 80,
        bytesRaw: 30 * MB,
        text: 're-reads ≤ 80 requests and ≤ 30 MB raw an hour (at 100,000)',
      };
}

/** The line `{"case":"crm: traffic per signed-in hour", …}` for one size. */
export async function emitTraffic(leads: number): Promise<void> {
  const figures = await measureCrmTraffic(leads);
  const target = trafficTarget(leads);
  emit({
    case: 'crm: traffic per signed-in hour',
    leads,
    requests: figures.rereads.requests,
    bytesRaw: figures.rereads.bytesRaw,
    sandboxMs: figures.rereads.sandboxMs,
    newLeadsLook: figures.newLeadsLook,
    simulatedHours: figures.simulatedHours,
    firstFill: figures.firstFill,
    before: figures.before,
    target: target.text,
    pass:
      figures.rereads.requests <= target.requests &&
      (target.bytesRaw === null || figures.rereads.bytesRaw <= target.bytesRaw),
  });
}
