import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { I18nProvider, loadLanguage } from '../src/i18n/context';
import { localeOf, type Language } from '../src/i18n/language';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '../src/routes/paths';
import { PRERENDERED_FORM_ATTRIBUTE } from '../src/routes/prerendered';
import { AuthLayout } from '../src/ui/auth/AuthLayout';
import { LoginForm } from '../src/ui/auth/LoginForm';
import { system } from '../src/ui/theme';

// The sign-in page as the app first draws it (src/routes/auth/LoginRoute.tsx with the stored
// settings not read yet: the shipped logo, background and name), rendered at build time so that
// the page paints its form before the app's code has arrived. Emotion writes each
// component's CSS as a `<style data-emotion="css …">` beside it; the app's emotion cache adopts
// those when it starts, and React's first render replaces the markup (src/main.tsx).

const nothing = () => undefined;

/** Chakra's global styles, which the page's head already holds (`#chakra-global`). */
const GLOBAL_STYLES = /<style data-emotion="css-global[^"]*">[\s\S]*?<\/style>/g;

/**
 * The sign-in page's markup in `language`, for `#root`: the form's `<form>` marked
 * {@link PRERENDERED_FORM_ATTRIBUTE} and its submit button disabled, so that Enter in a field
 * sends nothing (a form sent by the browser would put the password in the address) until the app
 * has taken the page over.
 */
export async function signInPageMarkup(language: Language): Promise<string> {
  await loadLanguage(language);
  const html = renderToString(
    <ChakraProvider value={system}>
      <I18nProvider initialLanguage={language} storage={null}>
        <AuthLayout>
          <LoginForm status="idle" onSubmit={nothing} forgotPasswordHref={FORGOT_PASSWORD_PATH} onForgotPassword={nothing} registerHref={REGISTER_PATH} onRegister={nothing} />
        </AuthLayout>
      </I18nProvider>
    </ChakraProvider>,
  ).replace(GLOBAL_STYLES, '');
  const forms = html.match(/<form\b/g)?.length ?? 0;
  const submits = html.match(/<button type="submit"/g)?.length ?? 0;
  if (forms !== 1 || submits !== 1) throw new Error(`signInPageMarkup: expected one form and one submit button, found ${forms} and ${submits}`);
  return html.replace('<form', `<form ${PRERENDERED_FORM_ATTRIBUTE}=""`).replace('<button type="submit"', '<button type="submit" disabled=""');
}

/**
 * index.html (as built) holding the sign-in page of `language` in `#root` instead of the splash,
 * with the page's language.
 */
export async function signInPage(indexHtml: string, language: Language): Promise<string> {
  const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
  if (!root.test(indexHtml)) throw new Error('signInPage: index.html has no #root holding the splash as expected');
  const markup = await signInPageMarkup(language);
  return indexHtml.replace(root, () => `<div id="root">${markup}</div>`).replace(/<html lang="[^"]*">/, `<html lang="${localeOf(language)}">`);
}
