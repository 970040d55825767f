import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, HStack, List, NativeSelect, Portal, Spinner, Text, chakra } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';

/** The delete confirmation's width in px (seed 000 section 9). */
export const DELETE_DIALOG_WIDTH = 440;
/** The fetch-selected dialog's width in px (seed 000 section 9). */
export const FETCH_DIALOG_WIDTH = 400;
/** The update-status dialog's width in px (seed 000 section 9). */
export const STATUS_DIALOG_WIDTH = 480;

interface FrameProps {
  open: boolean;
  width: number;
  title: string;
  /** Confirmed: the waiting text shows and nothing closes the dialog until it closes itself. */
  closing?: boolean | undefined;
  alert?: boolean | undefined;
  onClose: () => void;
  part: string;
  children: ReactNode;
  footer: ReactNode;
}

function DialogFrame({ open, width, title, closing = false, alert = false, onClose, part, children, footer }: FrameProps) {
  return (
    <Dialog.Root
      role={alert ? 'alertdialog' : 'dialog'}
      open={open}
      placement="center"
      closeOnEscape={!closing}
      closeOnInteractOutside={!closing}
      onOpenChange={(details) => {
        if (!details.open && !closing) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${width}px`} maxW="calc(100vw - 2rem)" data-part={part} data-state={closing ? 'closing' : 'open'}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The texts a dialog showed while open, held while it closes: a closed dialog still plays its
 * exit animation, and the list has by then dropped what it showed (the confirmed state, the ids),
 * so without this the question and its first title flash back just before it goes.
 */
function useHeldWhileClosing<Shown extends Record<string, string | boolean | null | undefined>>(open: boolean, shown: Shown): Shown {
  const [held, setHeld] = useState(shown);
  // Primitives only, so this settles in one extra render (React's "state from props" pattern).
  if (open && (Object.keys(shown) as (keyof Shown)[]).some((key) => held[key] !== shown[key])) setHeld(shown);
  return open ? shown : held;
}

function Waiting({ text }: { text: string }) {
  return (
    <HStack gap="2" role="status" data-part="waiting">
      <Spinner size="sm" colorPalette="brand" />
      <Text>{text}</Text>
    </HStack>
  );
}

/** Props of {@link DeleteDialog}. */
export interface DeleteDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Shown once confirmed, until the dialog closes (2.5 s, timed by the list machine). */
  waitingText: string;
  closing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The delete confirmation (440 px): title, description, Cancel and Delete; once confirmed it
 * shows its waiting text and cannot be dismissed until it closes with a true result.
 */
export function DeleteDialog({ open, onConfirm, onCancel, ...texts }: DeleteDialogProps) {
  const { LL } = useI18n();
  const { title, description, waitingText, closing } = useHeldWhileClosing(open, texts);
  return (
    <DialogFrame
      open={open}
      width={DELETE_DIALOG_WIDTH}
      title={title}
      closing={closing}
      alert
      onClose={onCancel}
      part="delete-dialog"
      footer={
        <>
          <Button variant="outline" disabled={closing} onClick={onCancel}>
            {LL.LISTS.DIALOG.CANCEL()}
          </Button>
          <Button colorPalette="red" loading={closing} loadingText={LL.LISTS.DIALOG.DELETE()} onClick={onConfirm}>
            {LL.LISTS.DIALOG.DELETE()}
          </Button>
        </>
      }
    >
      {closing ? <Waiting text={waitingText} /> : <Dialog.Description>{description}</Dialog.Description>}
    </DialogFrame>
  );
}

/** One selected element as the fetch-selected dialog lists it. */
export interface SelectedItem {
  id: string;
  text: string;
}

/** Props of {@link FetchSelectedDialog}. */
export interface FetchSelectedDialogProps {
  open: boolean;
  /** The dialog's title (a list may name its elements); "Selected elements" by default. */
  title?: string | undefined;
  items: SelectedItem[];
  onClose: () => void;
}

/** The fetch-selected dialog (400 px): the ticked rows, one a line, and an Ok button. */
export function FetchSelectedDialog({ open, title, items, onClose }: FetchSelectedDialogProps) {
  const { LL } = useI18n();
  return (
    <DialogFrame
      open={open}
      width={FETCH_DIALOG_WIDTH}
      title={title ?? LL.LISTS.FETCH.TITLE()}
      onClose={onClose}
      part="fetch-selected-dialog"
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {LL.LISTS.DIALOG.OK()}
        </Button>
      }
    >
      <List.Root gap="1" ps="4">
        {items.map((item) => (
          <List.Item key={item.id}>{item.text}</List.Item>
        ))}
      </List.Root>
    </DialogFrame>
  );
}

/** A status the update-status dialog offers. */
export interface StatusOption {
  value: string;
  label: string;
}

/** Props of {@link UpdateStatusDialog}. */
export interface UpdateStatusDialogProps {
  open: boolean;
  title?: string | undefined;
  items: SelectedItem[];
  statuses: StatusOption[];
  /** Confirmed: the waiting text shows until the dialog closes (2.5 s, timed by the list machine). */
  closing: boolean;
  /** The status confirmed, while closing. */
  status?: string | null | undefined;
  onConfirm: (status: string) => void;
  onCancel: () => void;
}

/**
 * The update-status dialog (480 px): the ticked rows, a status select, Cancel and Update status
 * (enabled once a status is picked); once confirmed it shows its waiting text until it closes.
 */
export function UpdateStatusDialog({ open, items, statuses, onConfirm, onCancel, ...shown }: UpdateStatusDialogProps) {
  const { LL } = useI18n();
  const { title, closing, status } = useHeldWhileClosing(open, shown);
  const selectId = useId();
  // What the select shows before it is confirmed: the form's own input, not list state.
  const [picked, setPicked] = useState(status ?? '');
  return (
    <DialogFrame
      open={open}
      width={STATUS_DIALOG_WIDTH}
      title={title ?? LL.LISTS.STATUS.TITLE()}
      closing={closing}
      onClose={onCancel}
      part="update-status-dialog"
      footer={
        <>
          <Button variant="outline" disabled={closing} onClick={onCancel}>
            {LL.LISTS.DIALOG.CANCEL()}
          </Button>
          <Button colorPalette="brand" loading={closing} loadingText={LL.LISTS.STATUS.UPDATE()} disabled={picked === ''} onClick={() => onConfirm(picked)}>
            {LL.LISTS.STATUS.UPDATE()}
          </Button>
        </>
      }
    >
      {closing ? (
        <Waiting text={LL.LISTS.STATUS.WAIT()} />
      ) : (
        <Box display="flex" flexDirection="column" gap="4">
          <List.Root gap="1" ps="4">
            {items.map((item) => (
              <List.Item key={item.id}>{item.text}</List.Item>
            ))}
          </List.Root>
          <Box>
            <chakra.label htmlFor={selectId} display="block" textStyle="sm" fontWeight="medium" mb="1">
              {LL.LISTS.STATUS.LABEL()}
            </chakra.label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={selectId} value={picked} onChange={(event) => setPicked(event.target.value)}>
                <option value="">{LL.LISTS.STATUS.PICK()}</option>
                {statuses.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        </Box>
      )}
    </DialogFrame>
  );
}
