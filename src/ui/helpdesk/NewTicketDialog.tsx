import { useState } from 'react';
import { Box, Button, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from '@tanstack/react-form';
import type { TicketOrderOption } from '../../contract/schema.gen';
import { DEFAULT_TIME_ZONE } from '../../domain/company';
import { isTicketDepartment, isTicketPriority, TICKET_DEPARTMENTS, TICKET_DESCRIPTION_MAX, TICKET_PRIORITIES, TICKET_SUBJECT_MAX } from '../../domain/helpdesk';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { bindField } from '../auth/formParts';
import { asFieldErrors, shownProblem } from '../callCenter/fieldProblem';
import { FormField, SelectField } from '../forms/FormField';
import { RecordForm, RecordFormDialog } from '../forms/RecordFormDialog';
import { formatPlacedAt, formatTotal } from '../orderHistory/historyTexts';
import {
  EMPTY_NEW_TICKET,
  REQUESTER_NAME_MAX,
  STAFF_REQUESTER_KINDS,
  toNewTicketValues,
  validateNewTicket,
  type NewTicketFormValues,
  type NewTicketProblem,
  type NewTicketProblems,
  type StaffRequesterKind,
} from './helpdeskForms';
import { departmentText, helpdeskErrorText, priorityText, requesterKindText } from './helpdeskTexts';
import type { NewTicketDialogProps } from './helpdeskTypes';

/** The new ticket dialog's width in px. */
export const NEW_TICKET_DIALOG_WIDTH = 560;

type ProblemField = keyof NewTicketProblems;

/** The text of a field's problem. */
function problemText(LL: TranslationFunctions, field: ProblemField, problem: NewTicketProblem): string {
  const V = LL.HELPDESK.NEW_TICKET.VALIDATION;
  switch (field) {
    case 'subject':
      return problem === 'too_long' ? V.SUBJECT_TOO_LONG({ max: TICKET_SUBJECT_MAX }) : V.SUBJECT_REQUIRED();
    case 'description':
      return problem === 'too_long' ? V.DESCRIPTION_TOO_LONG({ max: TICKET_DESCRIPTION_MAX }) : V.DESCRIPTION_REQUIRED();
    case 'department':
      return V.DEPARTMENT_REQUIRED();
    case 'orderText':
      return V.ORDER_NOT_PICKED();
    case 'whatsapp':
      return V.WHATSAPP_INVALID();
    case 'companyId':
      return V.COMPANY_REQUIRED();
    case 'requesterName':
      return problem === 'too_long' ? V.REQUESTER_NAME_TOO_LONG({ max: REQUESTER_NAME_MAX }) : V.REQUESTER_NAME_REQUIRED();
  }
}

/**
 * The new ticket dialog: subject, department, priority (medium), description, an optional order
 * found by its number among the company's orders, an optional WhatsApp number; staff also choose
 * the company and say for whom (customer, rider or partner, by name). Problems show once a field
 * is touched, all of them on send; a failed send says why above the fields and keeps everything
 * typed; nothing closes it while sending.
 */
export function NewTicketDialog(props: NewTicketDialogProps) {
  const { LL } = useI18n();
  const T = LL.HELPDESK.NEW_TICKET;
  const saving = props.status === 'saving';
  return (
    <RecordFormDialog
      open
      status={saving ? 'saving' : 'editing'}
      width={NEW_TICKET_DIALOG_WIDTH}
      title={T.TITLE()}
      part="new-ticket-dialog"
      texts={{ cancel: T.CANCEL(), save: T.SEND(), saving: T.SENDING() }}
      onCancel={props.onClose}
    >
      <NewTicketForm {...props} saving={saving} refusal={props.status === 'failed' && props.failure ? `${T.FAILED()} ${helpdeskErrorText(LL, props.failure)}` : undefined} />
    </RecordFormDialog>
  );
}

interface NewTicketFormProps extends NewTicketDialogProps {
  saving: boolean;
  refusal: string | undefined;
}

function NewTicketForm({ saving, refusal, staff, companies, orderOptions, onOrderSearch, onSubmit, timeZone }: NewTicketFormProps) {
  const { LL, language } = useI18n();
  const T = LL.HELPDESK.NEW_TICKET;
  const [picked, setPicked] = useState<TicketOrderOption | null>(null);
  const form = useForm({
    defaultValues: EMPTY_NEW_TICKET,
    validators: { onChange: ({ value }: { value: NewTicketFormValues }) => asFieldErrors(validateNewTicket(value, staff)) },
    onSubmit: ({ value }: { value: NewTicketFormValues }) => {
      const values = toNewTicketValues(value, staff);
      if (values) onSubmit(values);
    },
  });
  const shown = (field: ProblemField) => (meta: { isTouched: boolean; isDirty: boolean; errors: ReadonlyArray<NewTicketProblem | undefined | null> }) =>
    shownProblem(meta, (problem: NewTicketProblem) => problemText(LL, field, problem));

  const pick = (option: TicketOrderOption | null) => {
    setPicked(option);
    form.setFieldValue('orderNumber', option ? option.number : null);
    form.setFieldValue('orderText', option ? String(option.number) : '');
  };
  const companyHint = companies.status === 'loading' ? T.COMPANIES_LOADING() : companies.status === 'failed' ? T.COMPANIES_FAILED() : undefined;

  return (
    <form.Subscribe selector={(state) => state.submissionAttempts > 0 && !state.isValid}>
      {(invalid) => (
        <RecordForm refusal={refusal} invalid={invalid ? T.INVALID() : undefined} onSubmit={() => void form.handleSubmit()}>
          {staff ? (
            <>
              <form.Field name="companyId">
                {(field) => {
                  const bound = bindField(field, shown('companyId'));
                  return (
                    <SelectField
                      label={T.COMPANY()}
                      name={bound.name}
                      value={bound.value}
                      required
                      disabled={saving || companies.status === 'loading'}
                      placeholder={T.COMPANY_PLACEHOLDER()}
                      options={companies.options.map((company) => ({ value: company.id, label: company.name }))}
                      error={bound.error}
                      helper={companyHint}
                      onChange={(value) => {
                        bound.onChange(value);
                        pick(null);
                      }}
                      onBlur={bound.onBlur}
                    />
                  );
                }}
              </form.Field>
              <HStack gap="3" align="flex-start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
                <Box flex="1" minW="10rem">
                  <form.Field name="requesterKind">
                    {(field) => (
                      <SelectField
                        label={T.REQUESTER_KIND()}
                        name={field.name}
                        value={field.state.value}
                        required
                        disabled={saving}
                        options={STAFF_REQUESTER_KINDS.map((kind) => ({ value: kind, label: requesterKindText(LL, kind) }))}
                        onChange={(value) => field.handleChange(value as StaffRequesterKind)}
                        onBlur={field.handleBlur}
                      />
                    )}
                  </form.Field>
                </Box>
                <Box flex="2" minW="12rem">
                  <form.Field name="requesterName">
                    {(field) => {
                      const bound = bindField(field, shown('requesterName'));
                      return (
                        <FormField label={T.REQUESTER_NAME()} required disabled={saving} error={bound.error}>
                          <Input name={bound.name} autoComplete="off" value={bound.value} colorPalette="brand" onChange={(event) => bound.onChange(event.target.value)} onBlur={bound.onBlur} />
                        </FormField>
                      );
                    }}
                  </form.Field>
                </Box>
              </HStack>
            </>
          ) : null}
          <form.Field name="subject">
            {(field) => {
              const bound = bindField(field, shown('subject'));
              return (
                <FormField label={T.SUBJECT()} required disabled={saving} error={bound.error}>
                  <Input name={bound.name} autoComplete="off" value={bound.value} colorPalette="brand" onChange={(event) => bound.onChange(event.target.value)} onBlur={bound.onBlur} />
                </FormField>
              );
            }}
          </form.Field>
          <HStack gap="3" align="flex-start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Box flex="1" minW="10rem">
              <form.Field name="department">
                {(field) => (
                  <SelectField
                    label={T.DEPARTMENT()}
                    name={field.name}
                    value={field.state.value}
                    required
                    disabled={saving}
                    placeholder="—"
                    options={TICKET_DEPARTMENTS.map((department) => ({ value: department, label: departmentText(LL, department) }))}
                    error={shown('department')(field.state.meta)}
                    onChange={(value) => field.handleChange(isTicketDepartment(value) ? value : '')}
                    onBlur={() => {
                      field.handleBlur();
                      void field.validate('change');
                    }}
                  />
                )}
              </form.Field>
            </Box>
            <Box flex="1" minW="10rem">
              <form.Field name="priority">
                {(field) => (
                  <SelectField
                    label={T.PRIORITY()}
                    name={field.name}
                    value={field.state.value}
                    required
                    disabled={saving}
                    options={[...TICKET_PRIORITIES].reverse().map((priority) => ({ value: priority, label: priorityText(LL, priority) }))}
                    onChange={(value) => field.handleChange(isTicketPriority(value) ? value : 'MEDIUM')}
                    onBlur={field.handleBlur}
                  />
                )}
              </form.Field>
            </Box>
          </HStack>
          <form.Field name="description">
            {(field) => {
              const bound = bindField(field, shown('description'));
              return (
                <FormField label={T.DESCRIPTION()} required disabled={saving} error={bound.error} helper={T.DESCRIPTION_HINT()}>
                  <Textarea name={bound.name} rows={5} value={bound.value} colorPalette="brand" onChange={(event) => bound.onChange(event.target.value)} onBlur={bound.onBlur} />
                </FormField>
              );
            }}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.companyId}>
            {(companyId) => (
              <form.Field name="orderText">
                {(field) => {
                  // "Pick it" waits until the field is left: while typing, the options are the answer.
                  const bound = bindField(field, (meta) => shown('orderText')({ ...meta, isDirty: false }));
                  const needsCompany = staff && companyId === '';
                  return (
                    <Stack gap="2">
                      <FormField label={T.ORDER()} disabled={saving || needsCompany} error={bound.error} helper={needsCompany ? T.ORDER_NEEDS_COMPANY() : T.ORDER_HINT()}>
                        <Input
                          name={bound.name}
                          inputMode="numeric"
                          autoComplete="off"
                          value={bound.value}
                          colorPalette="brand"
                          onChange={(event) => {
                            const digits = event.target.value.replace(/\D/g, '');
                            setPicked(null);
                            form.setFieldValue('orderNumber', null);
                            bound.onChange(digits);
                            onOrderSearch(digits, staff ? companyId || null : null);
                          }}
                          onBlur={bound.onBlur}
                        />
                      </FormField>
                      {picked ? (
                        <HStack gap="3" justify="space-between" borderWidth="1px" borderRadius="l2" px="3" py="2" bg="brand.subtle" data-part="order-picked">
                          <Box textStyle="sm">
                            <Text fontWeight="semibold">{T.ORDER_PICKED({ number: picked.number })}</Text>
                            <Text color="fg.muted">
                              {picked.customerName} · {formatPlacedAt(language, picked.placedAt, timeZone ?? DEFAULT_TIME_ZONE)} · {formatTotal(picked.total)}
                            </Text>
                          </Box>
                          <Button size="xs" variant="outline" disabled={saving} onClick={() => pick(null)}>
                            {T.ORDER_REMOVE()}
                          </Button>
                        </HStack>
                      ) : bound.value !== '' && !needsCompany ? (
                        <OrderOptions options={orderOptions} disabled={saving} timeZone={timeZone ?? DEFAULT_TIME_ZONE} onPick={pick} />
                      ) : null}
                    </Stack>
                  );
                }}
              </form.Field>
            )}
          </form.Subscribe>
          <form.Field name="whatsapp">
            {(field) => {
              const bound = bindField(field, shown('whatsapp'));
              return (
                <FormField label={T.WHATSAPP()} disabled={saving} error={bound.error} helper={T.WHATSAPP_HINT()}>
                  <Input name={bound.name} type="tel" inputMode="tel" autoComplete="off" value={bound.value} colorPalette="brand" onChange={(event) => bound.onChange(event.target.value)} onBlur={bound.onBlur} />
                </FormField>
              );
            }}
          </form.Field>
        </RecordForm>
      )}
    </form.Subscribe>
  );
}

/** The orders found for the number typed, each a button that picks it; searching, failed or none found. */
function OrderOptions({ options, disabled, timeZone, onPick }: { options: NewTicketDialogProps['orderOptions']; disabled: boolean; timeZone: string; onPick: (option: TicketOrderOption) => void }) {
  const { LL, language } = useI18n();
  const T = LL.HELPDESK.NEW_TICKET;
  if (options.status === 'idle') return null;
  if (options.status === 'loading') {
    return (
      <HStack gap="2" role="status" textStyle="sm" color="fg.muted" data-part="order-options" data-state="loading">
        <Spinner size="xs" colorPalette="brand" />
        <span>{T.ORDER_LOADING()}</span>
      </HStack>
    );
  }
  if (options.status === 'failed') {
    return (
      <Text role="alert" textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }} data-part="order-options" data-state="failed">
        {T.ORDER_FAILED()}
      </Text>
    );
  }
  if (options.options.length === 0) {
    return (
      <Text role="status" textStyle="sm" color="fg.muted" data-part="order-options" data-state="empty">
        {T.ORDER_NONE()}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label={T.ORDER_OPTIONS()} data-part="order-options" data-state="ready" maxH="12rem" overflowY="auto">
      {options.options.map((option) => {
        const date = formatPlacedAt(language, option.placedAt, timeZone);
        const total = formatTotal(option.total);
        return (
          <li key={option._id}>
            <Button
              variant="outline"
              size="sm"
              width="full"
              justifyContent="space-between"
              fontWeight="normal"
              disabled={disabled}
              aria-label={T.ORDER_OPTION({ number: option.number, customer: option.customerName, date, total })}
              data-order={option.number}
              onClick={() => onPick(option)}
            >
              <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {option.number}
              </Text>
              <Text as="span" flex="1" textAlign="start" truncate>
                {option.customerName}
              </Text>
              <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                {date}
              </Text>
              <Text as="span" fontVariantNumeric="tabular-nums">
                {total}
              </Text>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
