import { useId, useState, type FormEvent } from 'react';
import { Box, Button, HStack, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import type { OrderRiderOption } from '../../contract/schema.gen';
import type { DeliveryOutcome, OrderStatus } from '../../domain/orders';
import { PREP_MINUTES_MAX, PREP_MINUTES_MIN, type OrderAction, type OrderMove } from '../../domain/orderTransitions';
import { useI18n } from '../../i18n/context';
import type { OrderMoveRequest } from './orderDeskTypes';
import { actionText, outcomeText, REASON_CODES, reasonText, statusText, type ReasonCode } from './orderTexts';

/**
 * One button of the drawer: a move of the table, or every outcome move as one "record delivery"
 * (the outcome chosen says where the order goes).
 */
export interface MoveChoice {
  key: string;
  action: OrderAction;
  /** The move's target; for the merged outcome button, the first outcome move's. */
  to: OrderStatus;
  needs: readonly string[];
  /** For the outcome button: each outcome with the status it leads to. */
  outcomes: { outcome: DeliveryOutcome; to: OrderStatus }[];
  label: string;
}

/** The drawer's buttons for these moves, in table order, each labelled (and told apart when one action has several targets). */
export function moveChoices(LL: Parameters<typeof actionText>[0], moves: readonly OrderMove[], hasRider: boolean): MoveChoice[] {
  const choices: MoveChoice[] = [];
  for (const move of moves) {
    if (move.action === 'outcome') {
      const merged = choices.find((choice) => choice.action === 'outcome');
      const outcomes = (move.outcomes ?? []).map((outcome) => ({ outcome, to: move.to }));
      if (merged) merged.outcomes.push(...outcomes);
      else choices.push({ key: 'outcome', action: 'outcome', to: move.to, needs: move.needs, outcomes, label: actionText(LL, 'outcome') });
      continue;
    }
    const twins = moves.filter((other) => other.action === move.action).length;
    const base = move.action === 'assign' && hasRider ? LL.ORDERS.DRAWER.CHANGE_RIDER() : actionText(LL, move.action);
    const label = twins > 1 ? LL.ORDERS.DRAWER.MOVE_TO({ action: base, status: statusText(LL, move.to) }) : base;
    choices.push({ key: `${move.action}:${move.to}`, action: move.action, to: move.to, needs: move.needs, outcomes: [], label });
  }
  return choices;
}

/** Props of {@link MoveForm}. */
export interface MoveFormProps {
  choice: MoveChoice;
  orderNumber: number;
  riders: readonly OrderRiderOption[];
  defaultPrepMinutes: number;
  submitting: boolean;
  /** Opened by the board's `a`: the first field takes the focus. */
  autoFocus: boolean;
  onMove: (request: OrderMoveRequest) => void;
  onCancel: () => void;
}

/** The form of a move that needs something: preparation minutes (then a confirmation), a reason, a rider or an outcome. */
export function MoveForm(props: MoveFormProps) {
  const { choice } = props;
  if (choice.needs.includes('prepMinutes')) return <AcceptForm {...props} />;
  return <ChoiceForm {...props} />;
}

function FormButtons({ submitLabel, submitting, onCancel }: { submitLabel: string; submitting: boolean; onCancel: () => void }) {
  const { LL } = useI18n();
  return (
    <HStack gap="2">
      <Button type="submit" size="sm" colorPalette="brand" loading={submitting} loadingText={LL.ORDERS.DRAWER.SUBMITTING()}>
        {submitLabel}
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={submitting} onClick={onCancel}>
        {LL.ORDERS.FORM.CANCEL()}
      </Button>
    </HStack>
  );
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <Text id={id} textStyle="sm" color="fg.error" role="alert">
      {text}
    </Text>
  ) : null;
}

/** Accepting: the preparation minutes, whole, 10 to 90; then "Aceitar pedido #124 com 25 min?". */
function AcceptForm({ choice, orderNumber, defaultPrepMinutes, submitting, autoFocus, onMove, onCancel }: MoveFormProps) {
  const { LL } = useI18n();
  const F = LL.ORDERS.FORM;
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState(String(defaultPrepMinutes));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const minutes = Number(text.trim());
  const valid = text.trim() !== '' && Number.isInteger(minutes) && minutes >= PREP_MINUTES_MIN && minutes <= PREP_MINUTES_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirming !== null) {
      onMove({ to: choice.to, prepMinutes: confirming });
      return;
    }
    if (!valid) {
      setError(F.PREP_MINUTES_RANGE({ min: PREP_MINUTES_MIN, max: PREP_MINUTES_MAX }));
      return;
    }
    setError(null);
    setConfirming(minutes);
  }

  if (confirming !== null) {
    return (
      <chakra.form onSubmit={submit} data-part="accept-confirm" aria-label={choice.label}>
        <Stack gap="2" p="3" borderWidth="1px" borderRadius="md" borderColor="brand.muted" bg="brand.subtle">
          <Text fontWeight="semibold" role="status">
            {F.CONFIRM_ACCEPT({ number: orderNumber, minutes: confirming })}
          </Text>
          <HStack gap="2">
            {/* The confirmation takes the focus: Enter confirms, as the board's `a` promised. */}
            <Button type="submit" size="sm" colorPalette="brand" autoFocus loading={submitting} loadingText={LL.ORDERS.DRAWER.SUBMITTING()}>
              {F.CONFIRM()}
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={submitting} onClick={() => setConfirming(null)}>
              {F.BACK()}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    );
  }
  return (
    <chakra.form onSubmit={submit} noValidate data-part="accept-form" aria-label={choice.label}>
      <Stack gap="2" p="3" borderWidth="1px" borderRadius="md">
        <chakra.label htmlFor={inputId} textStyle="sm" fontWeight="medium">
          {F.PREP_MINUTES()}
        </chakra.label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={PREP_MINUTES_MIN}
          max={PREP_MINUTES_MAX}
          step={5}
          maxW="8rem"
          value={text}
          autoFocus={autoFocus}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Text textStyle="xs" color="fg.muted">
          {F.PREP_MINUTES_HINT({ min: PREP_MINUTES_MIN, max: PREP_MINUTES_MAX })}
        </Text>
        <FieldError id={errorId} text={error} />
        <FormButtons submitLabel={F.CONTINUE()} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}

/** Rejecting or cancelling (a reason), assigning (a rider), or recording the delivery (an outcome). */
function ChoiceForm({ choice, riders, submitting, autoFocus, onMove, onCancel }: MoveFormProps) {
  const { LL } = useI18n();
  const F = LL.ORDERS.FORM;
  const selectId = useId();
  const otherId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const need = choice.needs.includes('reason') ? 'reason' : choice.needs.includes('deliveryMan') ? 'deliveryMan' : 'outcome';

  const options: { value: string; label: string }[] =
    need === 'reason'
      ? REASON_CODES.map((code: ReasonCode) => ({ value: code, label: reasonText(LL, code) }))
      : need === 'deliveryMan'
        ? riders.map((rider) => ({
            value: rider._id,
            label: F.RIDER_OPTION({
              name: rider.name,
              online: rider.online ? F.RIDER_ONLINE() : F.RIDER_OFFLINE(),
              load: rider.activeOrders === 0 ? F.RIDER_FREE() : F.RIDER_BUSY({ count: rider.activeOrders }),
            }),
          }))
        : choice.outcomes.map(({ outcome }) => ({ value: outcome, label: outcomeText(LL, outcome) }));
  const label = need === 'reason' ? F.REASON() : need === 'deliveryMan' ? F.RIDER() : F.OUTCOME();
  const choosePrompt = need === 'reason' ? F.REASON_CHOOSE() : need === 'deliveryMan' ? F.RIDER_CHOOSE() : F.OUTCOME_CHOOSE();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value === '') {
      setError(need === 'reason' ? F.REASON_REQUIRED() : need === 'deliveryMan' ? F.RIDER_REQUIRED() : F.OUTCOME_REQUIRED());
      return;
    }
    if (need === 'reason') {
      const reason = value === 'other' ? other.trim() : value;
      if (reason === '') {
        setError(F.REASON_OTHER_REQUIRED());
        return;
      }
      onMove({ to: choice.to, reason });
    } else if (need === 'deliveryMan') {
      onMove({ to: choice.to, deliveryManId: value });
    } else {
      const picked = choice.outcomes.find((entry) => entry.outcome === value);
      if (picked) onMove({ to: picked.to, outcome: picked.outcome });
    }
    setError(null);
  }

  return (
    <chakra.form onSubmit={submit} noValidate data-part={`${need}-form`} aria-label={choice.label}>
      <Stack gap="2" p="3" borderWidth="1px" borderRadius="md">
        <chakra.label htmlFor={selectId} textStyle="sm" fontWeight="medium">
          {label}
        </chakra.label>
        {need === 'deliveryMan' && riders.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {F.RIDER_NONE()}
          </Text>
        ) : null}
        <NativeSelect.Root size="sm" disabled={submitting}>
          <NativeSelect.Field
            id={selectId}
            value={value}
            autoFocus={autoFocus}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setValue(event.target.value)}
          >
            <option value="">{choosePrompt}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {need === 'reason' && value === 'other' ? (
          <Box>
            <chakra.label htmlFor={otherId} textStyle="sm" fontWeight="medium">
              {F.REASON_OTHER()}
            </chakra.label>
            <Input id={otherId} size="sm" maxLength={200} value={other} onChange={(event) => setOther(event.target.value)} />
          </Box>
        ) : null}
        <FieldError id={errorId} text={error} />
        <FormButtons submitLabel={choice.label} submitting={submitting} onCancel={onCancel} />
      </Stack>
    </chakra.form>
  );
}
