import { config } from 'zod/v4/core';

// Zod compiles object validators with `new Function` unless told not to; the production server's CSP has no
// 'unsafe-eval', so that would be a blocked eval and a violation report on the first parse. This module is
// imported first in main.tsx, before any schema exists, because a schema decides at creation time. The
// setting lives in zod's core, so it holds for `zod` and `zod/mini` alike.
config({ jitless: true });
