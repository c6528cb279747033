// First: no zod schema may be built before it runs (zod/mini's included).
import '@/app/start/zodWithoutEval';
import '@/app/start/firstScreenStyles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/start/App';
import { bootstrap } from '@/app/start/bootstrap';
import { startFirstScreen } from '@/app/start/startFirstScreen';
import { afterFirstScreen } from '@/shared/lib/firstScreen';
import { loadLaterStyles } from '@/shared/ui/laterStyles';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

bootstrap().then(
  (context) => {
    startFirstScreen(context, window.location);
    // A transition, so React renders the first screen in slices that let the browser breathe (no task of the
    // whole tree at once); index.html's frame stays on screen until the screen is ready to replace it.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App context={context} />
        </StrictMode>,
      ),
    );
    // Once the first screen is up, the rest of the styles come while the user reads, and the service worker
    // (the offline copy of the app's files) is registered: its code and downloads never delay the first rows.
    void afterFirstScreen().then(() => {
      void loadLaterStyles();
      void import('@/features/offline/registerAppWorker').then((module) => module.registerAppWorker());
    });
  },
  (error: unknown) => {
    // Without configuration there is no app to show; say so in plain text rather than a blank page.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'font: 16px system-ui; padding: 2rem; color: #c92a2a';
    message.textContent = `The app could not start: ${error instanceof Error ? error.message : String(error)}`;
    container.replaceChildren(message);
  },
);
