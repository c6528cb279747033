export { organizationMutations } from './queries';
