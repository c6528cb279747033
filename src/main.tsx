import './app/zodWithoutEval';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/ru';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

bootstrap().then(
  (context) =>
    root.render(
      <StrictMode>
        <App context={context} />
      </StrictMode>,
    ),
  (error: unknown) => {
    // Without configuration there is no app to show; say so in plain text rather than a blank page.
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'font: 16px system-ui; padding: 2rem; color: #c92a2a';
    message.textContent = `The app could not start: ${error instanceof Error ? error.message : String(error)}`;
    container.replaceChildren(message);
  },
);
