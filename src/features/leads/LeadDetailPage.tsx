import { LeadDetailView } from './components/LeadDetailView';
import { LeadLoader } from './components/LeadLoader';

export function LeadDetailPage() {
  return <LeadLoader>{(lead) => <LeadDetailView lead={lead} />}</LeadLoader>;
}
