// First, so its downloads start before the modules below are evaluated.
import { config, firstLoad, language, storage, translations } from './routes/firstLoad';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { translationsOf } from './i18n/context';
import { carryPrerenderedForm } from './routes/prerendered';
import { createAppServices, preloadSignInBackground } from './routes/services';

preloadSignInBackground(window.location.pathname, storage);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The sign-in page's form as the build drew it: what is typed there moves to the app's own.
carryPrerenderedForm(container);
const root = createRoot(container);

// The session's and the admin style's calls start as soon as the configuration is here, while the
// texts and the route's code may still be on their way.
const services = config.then((loaded) => createAppServices(loaded, storage));

// The splash of index.html stays until React's first render replaces it. That render is a
// transition, so React builds the page in slices instead of one long task.
Promise.all([services, firstLoad])
  .then(([services]) => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App initialLanguage={language} storage={storage} services={services} />
        </StrictMode>,
      );
    });
  })
  .catch(async (error: unknown) => {
    // Without its configuration or its code the app can reach nothing: say so instead of leaving the
    // splash (which stays when not even the texts arrived).
    console.error(error);
    const texts = await translations.then(() => translationsOf(language), () => null);
    if (!texts) return;
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.cssText = 'font: 16px system-ui, sans-serif; margin: 3rem auto; max-width: 36rem; padding: 0 1rem';
    message.textContent = texts.APP.CONFIG_ERROR();
    container.replaceChildren(message);
  });
