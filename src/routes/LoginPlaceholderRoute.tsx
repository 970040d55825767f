import { useI18n } from '../i18n/I18nProvider';
import { AuthPlaceholder } from '../ui/AuthPlaceholder';

/** `/auth/login` until the session work lands: maps translations and the language switch to the view. */
export function LoginPlaceholderRoute() {
  const { LL, language, setLanguage } = useI18n();
  return (
    <AuthPlaceholder
      productName={LL.APP.NAME()}
      logoSrc="/favicon.svg"
      title={LL.AUTH.LOGIN.TITLE()}
      message={LL.AUTH.LOGIN.PLACEHOLDER()}
      language={language}
      languageLabel={LL.LANGUAGE.LABEL()}
      languageOptions={{ ptBr: LL.LANGUAGE.PT_BR(), en: LL.LANGUAGE.EN() }}
      onLanguageChange={setLanguage}
    />
  );
}
