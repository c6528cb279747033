// The CSV import (issue 7); its page is loaded by the router (ImportRoute). Its runner is src/shared/batch.
export { ImportRoute } from './ImportRoute';
