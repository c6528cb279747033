export { clientMutations } from './queries';
