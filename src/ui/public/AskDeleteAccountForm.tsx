import type { ReactNode } from 'react';
import { Alert, Box, Button, Field, Heading, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import { EMPTY_DELETION_REQUEST, validateDeletionRequest, type DeletionRequestValues } from '../../domain/accountDeletion';
import { useI18n } from '../../i18n/context';
import { shownMessage, type FieldMetaView } from '../auth/fieldMessage';
import { asFormErrors } from '../auth/formParts';

/** Where the request stands: being filled in, sending, refused (the form again, with why), or recorded. */
export type AskDeleteAccountStatus = 'editing' | 'sending' | 'refused' | 'recorded';

/** Props of {@link AskDeleteAccountForm}. */
export interface AskDeleteAccountFormProps {
  status: AskDeleteAccountStatus;
  /** The protocol of the recorded request. */
  protocol?: string | null | undefined;
  /** Why the request was refused, translated. */
  errorMessage?: string | undefined;
  /** The values the form starts with (those of a refused request). */
  defaultValues?: DeletionRequestValues | undefined;
  /** Raised with the values of a valid submission; never for an invalid one. */
  onSubmit: (values: DeletionRequestValues) => void;
}

function TextField({ label, required, error, children }: { label: string; required?: boolean; error: string | undefined; children: ReactNode }) {
  return (
    <Field.Root invalid={error !== undefined} required={required ?? false}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      <Field.ErrorText textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The public account-deletion page (`ask-delete-account/{application}`): the account's e-mail
 * (required, checked as on sign-in), name, phone and reason (optional), and the request; once
 * recorded, the protocol to follow it up. A refusal (unknown application, too many requests)
 * shows above the form, which keeps what was typed.
 */
export function AskDeleteAccountForm({ status, protocol, errorMessage, defaultValues, onSubmit }: AskDeleteAccountFormProps) {
  const { LL } = useI18n();
  const T = LL.PUBLIC.DELETE_ACCOUNT;
  const sending = status === 'sending';
  const form = useForm({
    defaultValues: defaultValues ?? EMPTY_DELETION_REQUEST,
    validators: { onChange: ({ value }: { value: DeletionRequestValues }) => asFormErrors(validateDeletionRequest(value)) },
    onSubmit: ({ value }: { value: DeletionRequestValues }) => onSubmit(value),
  });
  const message = (meta: FieldMetaView) => shownMessage(LL, meta);
  const blur = (field: { handleBlur: () => void; validate: (cause: 'change') => unknown }) => () => {
    field.handleBlur();
    void field.validate('change');
  };

  if (status === 'recorded') {
    return (
      <Stack gap="4" role="status" data-part="ask-delete-account" data-state={status}>
        <Heading as="h1" size="2xl">
          {T.DONE_TITLE()}
        </Heading>
        <Text>{T.DONE()}</Text>
        <Box borderWidth="1px" borderRadius="l2" bg="brand.subtle" px="5" py="4">
          <Text textStyle="sm" color="fg.muted">
            {T.PROTOCOL()}
          </Text>
          <Text textStyle="2xl" fontWeight="bold" fontFamily="mono" letterSpacing="wider" data-part="protocol">
            {protocol}
          </Text>
        </Box>
        <Text color="fg.muted">{T.PROTOCOL_HINT()}</Text>
      </Stack>
    );
  }

  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="5"
      aria-labelledby="ask-delete-account-title"
      data-part="ask-delete-account"
      data-state={status}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void form.handleSubmit();
      }}
    >
      <Stack gap="2">
        <Heading as="h1" size="2xl" id="ask-delete-account-title">
          {T.TITLE()}
        </Heading>
        <Text color="fg.muted">{T.INTRO()}</Text>
      </Stack>
      {errorMessage ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorMessage}</Alert.Title>
        </Alert.Root>
      ) : null}
      <form.Field name="email">
        {(field) => (
          <TextField label={T.EMAIL()} required error={message(field.state.meta)}>
            <Input name="email" type="email" autoComplete="email" value={field.state.value} disabled={sending} onChange={(e) => field.handleChange(e.target.value)} onBlur={blur(field)} />
          </TextField>
        )}
      </form.Field>
      <form.Field name="name">
        {(field) => (
          <TextField label={T.NAME()} error={message(field.state.meta)}>
            <Input name="name" autoComplete="name" value={field.state.value} disabled={sending} onChange={(e) => field.handleChange(e.target.value)} onBlur={blur(field)} />
          </TextField>
        )}
      </form.Field>
      <form.Field name="phone">
        {(field) => (
          <TextField label={T.PHONE()} error={message(field.state.meta)}>
            <Input name="phone" type="tel" autoComplete="tel" value={field.state.value} disabled={sending} onChange={(e) => field.handleChange(e.target.value)} onBlur={blur(field)} />
          </TextField>
        )}
      </form.Field>
      <form.Field name="reason">
        {(field) => (
          <TextField label={T.REASON()} error={message(field.state.meta)}>
            <Textarea name="reason" rows={4} value={field.state.value} disabled={sending} onChange={(e) => field.handleChange(e.target.value)} onBlur={blur(field)} />
          </TextField>
        )}
      </form.Field>
      <Button type="submit" colorPalette="red" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={sending} loadingText={T.SENDING()}>
        {T.SUBMIT()}
      </Button>
    </chakra.form>
  );
}
