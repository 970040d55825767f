import { useEffect, useId, useRef } from 'react';
import { useForm } from '@tanstack/react-form';
import { authChecksIfLoaded, loadAuthChecks, type AuthChecks, type Validate } from '../../domain/authForms';
import { useI18n } from '../../i18n/context';
import { asFormErrors, isBusy, type AuthFormBaseProps, type AuthFormFrameProps } from './formParts';

/** What a user does first on a form: a key, a pointer, a value typed, changed or pasted (or filled in by the browser). */
const FIRST_ACTS = ['keydown', 'pointerdown', 'input', 'change', 'paste'] as const;

/**
 * What every sign-in form sets up the same way: the TanStack form over its check, the busy flag,
 * and the props of its {@link AuthFormFrame} (status, heading id, the route's notices, and a
 * submit that is ignored while busy).
 *
 * The checks (arktype) load when the user first acts on the page: `pick` chooses this form's check
 * from them. Until they arrive a change shows no message (none would show before a field is touched
 * anyway); when they arrive the values typed so far are checked, and a submit waits for them, so
 * nothing is sent unchecked while they can arrive. Once loaded, a form checks from its first render.
 */
export function useAuthForm<Values extends object>(
  props: AuthFormBaseProps<Values>,
  empty: Readonly<Values>,
  pick: (checks: AuthChecks) => Validate<Values>,
) {
  const { LL } = useI18n();
  const titleId = useId();
  const busy = isBusy(props.status);
  const pickRef = useRef(pick);
  const ready = authChecksIfLoaded();
  const validate = useRef<Validate<Values> | null>(ready ? pick(ready) : null);
  const form = useForm({
    defaultValues: { ...empty, ...props.defaultValues } as Values,
    validators: {
      onChange: ({ value }: { value: Values }) => (validate.current ? asFormErrors(validate.current(value)) : undefined),
    },
    onSubmit: ({ value }: { value: Values }) => props.onSubmit(value),
  });
  const load = async () => {
    validate.current ??= pickRef.current(await loadAuthChecks());
  };
  useEffect(() => {
    let shown = true;
    if (validate.current) return;
    // The checks load when the user first acts on the page, not as it starts: their evaluation is a
    // long task (arktype's start) that would hold the main thread while the page is still starting.
    const start = () => {
      for (const type of FIRST_ACTS) document.removeEventListener(type, start, true);
      load().then(
        () => {
          // Messages show once a field is touched or dirty, so checking the untouched form is silent.
          if (shown) void form.validate('change');
        },
        // Not downloaded (the network dropped): a submit asks again.
        () => {},
      );
    };
    for (const type of FIRST_ACTS) document.addEventListener(type, start, true);
    return () => {
      shown = false;
      for (const type of FIRST_ACTS) document.removeEventListener(type, start, true);
    };
    // The checks load once per form; `form` is stable for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submitNow = () => form.handleSubmit();
  const submit = () => {
    if (busy) return;
    if (validate.current) void form.handleSubmit();
    // Checks that cannot be downloaded (the network dropped) do not hold the submit back: the
    // server checks the same rules, and the form shows its answer or the network failure.
    else void load().then(submitNow, submitNow);
  };
  const frame: Pick<AuthFormFrameProps, 'status' | 'titleId' | 'errorMessage' | 'successMessage' | 'onSubmit'> = {
    status: props.status,
    titleId,
    errorMessage: props.errorMessage,
    successMessage: props.successMessage,
    onSubmit: submit,
  };
  return { LL, busy, form, frame };
}
