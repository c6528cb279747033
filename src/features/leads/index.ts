export { findCreatedLead, type SentCreate } from './lib/findCreatedLead';
export { leadMutations, leadQueries } from './queries';
