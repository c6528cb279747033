import { lazy } from 'react';

// Saved views (issue 28): the navigation's "Views" loads after the first screen, with its dialogs later still.
export const ViewsNav = lazy(async () => ({ default: (await import('./components/ViewsNav')).ViewsNav }));
