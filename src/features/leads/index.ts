export { leadMutations, leadQueries } from './queries';
