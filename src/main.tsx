import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { browserStorage, readLanguage } from './i18n/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const storage = browserStorage();
createRoot(container).render(
  <StrictMode>
    <App initialLanguage={readLanguage(storage)} storage={storage} />
  </StrictMode>,
);
