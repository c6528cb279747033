import { LeadDetailView } from './detail/LeadDetailView';
import { LeadLoader } from './detail/LeadLoader';

export function LeadDetailPage() {
  return <LeadLoader>{(lead) => <LeadDetailView lead={lead} />}</LeadLoader>;
}
