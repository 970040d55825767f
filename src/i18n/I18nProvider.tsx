// Both catalogues loaded before the first render, so a test or a story renders its texts at once
// and switches language synchronously. The app imports ./context instead, which ships pt-BR and
// fetches English when it is shown.
import './translator';

export { I18nProvider, useI18n, type I18n, type I18nProviderProps } from './context';
