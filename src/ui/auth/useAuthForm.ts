import { useId } from 'react';
import { useForm } from '@tanstack/react-form';
import type { FieldMessages } from '../../domain/authForms';
import { useI18n } from '../../i18n/context';
import { asFormErrors, isBusy, type AuthFormBaseProps } from './formParts';

/**
 * What every sign-in form sets up the same way: the TanStack form over its validator, the
 * heading id, the busy flag and a submit that is ignored while busy.
 */
export function useAuthForm<Values extends object>(
  props: AuthFormBaseProps<Values>,
  empty: Readonly<Values>,
  validate: (values: Values) => FieldMessages<Values>,
) {
  const { LL } = useI18n();
  const titleId = useId();
  const busy = isBusy(props.status);
  const form = useForm({
    defaultValues: { ...empty, ...props.defaultValues } as Values,
    validators: { onChange: ({ value }: { value: Values }) => asFormErrors(validate(value)) },
    onSubmit: ({ value }: { value: Values }) => props.onSubmit(value),
  });
  const submit = () => {
    if (!busy) void form.handleSubmit();
  };
  return { LL, titleId, busy, form, submit };
}
