import { Input, Switch } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import { bindField } from '../auth/formParts';
import { asFieldErrors, shownProblem } from '../callCenter/fieldProblem';
import { errorText, type ScreenErrorTexts } from '../errorTexts';
import { FormField } from '../forms/FormField';
import { RecordForm } from '../forms/RecordFormDialog';
import type { OrderDeskSettingsProps } from './orderDeskTypes';
import { DEFAULT_SETTINGS_FORM_VALUES, toOrderSettings, toSettingsForm, validateSettingsForm, type MinutesProblem, type OrderSettingsFormValues } from './orderSettingsForm';

/** How the desk settings dialog says a refused save. */
const SETTINGS_ERRORS: ScreenErrorTexts = {
  kinds: {
    network: (LL) => LL.ORDERS.SETTINGS.FAILURE.NETWORK(),
    forbidden: (LL) => LL.ORDERS.SETTINGS.FAILURE.FORBIDDEN(),
    notFound: (LL) => LL.ORDERS.SETTINGS.FAILURE.NOT_FOUND(),
    tooMany: (LL) => LL.ORDERS.SETTINGS.FAILURE.TOO_MANY(),
    refused: (LL) => LL.ORDERS.SETTINGS.FAILURE.REFUSED(),
    server: (LL) => LL.ORDERS.SETTINGS.FAILURE.SERVER(),
  },
};

function problemText(LL: TranslationFunctions, field: 'acceptMinutes' | 'prepMinutes', problem: MinutesProblem): string {
  const V = LL.ORDERS.SETTINGS.VALIDATION;
  if (problem === 'whole') return V.WHOLE_MINUTES();
  if (field === 'acceptMinutes') return problem === 'required' ? V.ACCEPT_REQUIRED() : V.ACCEPT_RANGE();
  return problem === 'required' ? V.PREP_REQUIRED() : V.PREP_RANGE();
}

interface SettingsFormProps {
  saving: boolean;
  values: OrderDeskSettingsProps['values'];
  refusal: OrderDeskSettingsProps['refusal'];
  onSave: OrderDeskSettingsProps['onSave'];
}

/**
 * The form of the desk settings dialog (./OrderDeskSettings.tsx), on the company's settings (the
 * defaults when it has none), with its checks: a module of its own, loaded when the dialog opens.
 */
export default function OrderDeskSettingsForm({ saving, values, refusal: refused, onSave }: SettingsFormProps) {
  const { LL } = useI18n();
  const T = LL.ORDERS.SETTINGS;
  const refusal = refused ? errorText(LL, refused, SETTINGS_ERRORS) : undefined;
  const form = useForm({
    defaultValues: values ? toSettingsForm(values) : DEFAULT_SETTINGS_FORM_VALUES,
    validators: { onChange: ({ value }: { value: OrderSettingsFormValues }) => asFieldErrors(validateSettingsForm(value)) },
    onSubmit: ({ value }: { value: OrderSettingsFormValues }) => {
      const settings = toOrderSettings(value);
      if (settings) onSave(settings);
    },
  });
  const minutes = [
    { name: 'acceptMinutes' as const, label: T.ACCEPT_MINUTES(), hint: T.ACCEPT_MINUTES_HINT() },
    { name: 'prepMinutes' as const, label: T.PREP_MINUTES(), hint: T.PREP_MINUTES_HINT() },
  ];
  const switches = [
    { name: 'repeatAlert' as const, label: T.REPEAT_ALERT() },
    { name: 'autoPrint' as const, label: T.AUTO_PRINT() },
  ];
  return (
    <form.Subscribe selector={(state) => state.submissionAttempts > 0 && !state.isValid}>
      {(invalid) => (
        <RecordForm refusal={refusal} invalid={invalid ? T.INVALID() : undefined} onSubmit={() => void form.handleSubmit()}>
          {minutes.map((spec) => (
            <form.Field key={spec.name} name={spec.name}>
              {(field) => {
                const bound = bindField(field, (meta) => shownProblem(meta, (problem: MinutesProblem) => problemText(LL, spec.name, problem)));
                return (
                  <FormField label={spec.label} required disabled={saving} error={bound.error} helper={spec.hint}>
                    <Input
                      name={bound.name}
                      inputMode="numeric"
                      autoComplete="off"
                      value={bound.value}
                      colorPalette="brand"
                      onChange={(event) => bound.onChange(event.target.value)}
                      onBlur={bound.onBlur}
                    />
                  </FormField>
                );
              }}
            </form.Field>
          ))}
          {switches.map((spec) => (
            <form.Field key={spec.name} name={spec.name}>
              {(field) => (
                <Switch.Root name={spec.name} checked={field.state.value} disabled={saving} colorPalette="brand" onCheckedChange={(details) => field.handleChange(details.checked)}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>{spec.label}</Switch.Label>
                </Switch.Root>
              )}
            </form.Field>
          ))}
        </RecordForm>
      )}
    </form.Subscribe>
  );
}
