import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './api/config';
import { browserStorage, readLanguage } from './i18n/language';
import { translator } from './i18n/translator';
import { createAppServices } from './routes/services';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const storage = browserStorage();
const language = readLanguage(storage);

loadConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App initialLanguage={language} storage={storage} services={createAppServices(config, storage)} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    // Without its configuration the app can reach nothing: say so instead of a blank page.
    console.error(error);
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'font: 16px system-ui, sans-serif; margin: 3rem auto; max-width: 36rem; padding: 0 1rem';
    message.textContent = translator(language).APP.CONFIG_ERROR();
    container.replaceChildren(message);
  });
