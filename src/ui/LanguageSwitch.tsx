import { useId } from 'react';
import { Button, Group, HStack, Text } from '@chakra-ui/react';
import { LANGUAGES, localeOf, type Language } from '../i18n/language';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** The language in use. */
  value: Language;
  /** The visible label of the control ("Idioma"). */
  label: string;
  /** The name of each language, as shown on its button. */
  optionLabels: Record<Language, string>;
  /** Raised with the language picked; not raised for the one already in use. */
  onChange: (language: Language) => void;
}

/**
 * Two toggle buttons, `ptBr` and `en`, in a group labelled by a visible caption.
 * The pressed one carries `aria-pressed="true"` and `data-state="on"`.
 */
export function LanguageSwitch({ value, label, optionLabels, onChange }: LanguageSwitchProps) {
  const labelId = useId();
  return (
    <HStack gap="3" data-value={value}>
      <Text id={labelId} textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Group role="group" aria-labelledby={labelId} attached>
        {LANGUAGES.map((language) => {
          const pressed = language === value;
          return (
            <Button
              key={language}
              size="sm"
              colorPalette="brand"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              data-state={pressed ? 'on' : 'off'}
              lang={localeOf(language)}
              onClick={() => {
                if (!pressed) onChange(language);
              }}
            >
              {optionLabels[language]}
            </Button>
          );
        })}
      </Group>
    </HStack>
  );
}
