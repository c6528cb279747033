export { forgetImportJournals } from './journal/forgetImportJournals';
