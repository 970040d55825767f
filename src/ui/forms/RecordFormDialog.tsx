import { createContext, useContext, type ReactNode } from 'react';
import { Alert, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { FormNotice } from '../auth/formParts';

/** Props of {@link FormDialogFrame}. */
export interface FormDialogFrameProps {
  open: boolean;
  /** The dialog's width in px (narrower screens keep a margin). */
  width: number;
  title: string;
  /** `data-part` of the content, for tests and styles. */
  part: string;
  /** `data-state` of the content. */
  state: string;
  /** Saving: Escape, a click outside and the close button do nothing until the server answers. */
  busy?: boolean | undefined;
  /** The accessible name of a close button in the corner; none without it. */
  closeLabel?: string | undefined;
  /** Raised by Escape, a click outside or the close button, unless busy. */
  onCancel: () => void;
  /** The `Dialog.Body` and `Dialog.Footer` (or a form holding them). */
  children: ReactNode;
}

/**
 * The frame of a dialog that edits something: centred, its title as the heading, the body scrolling
 * inside; closing it any way is Cancel, and nothing closes it while it is busy.
 */
export function FormDialogFrame({ open, width, title, part, state, busy = false, closeLabel, onCancel, children }: FormDialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      placement="center"
      scrollBehavior="inside"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${width}px`} maxW="calc(100vw - 2rem)" data-part={part} data-state={state}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            {closeLabel !== undefined ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The body of a dialog whose record is loading: a spinner and what it waits for (`role="status"`). */
export function DialogLoading({ text }: { text: string }) {
  return (
    <HStack gap="2" py="6" justify="center" role="status" data-part="dialog-loading">
      <Spinner size="sm" colorPalette="brand" />
      <Text>{text}</Text>
    </HStack>
  );
}

/** Props of {@link FailureNotice}. */
export interface FailureNoticeProps {
  /** What failed ("The delivery person could not be loaded."). */
  title?: string | undefined;
  /** Why, translated. */
  text?: string | undefined;
  /** A retry button inside the notice. */
  retry?: { label: string; onRetry: () => void } | undefined;
}

/** A failed load inside a dialog or a drawer (`role="alert"`): what and why, with an optional retry. */
export function FailureNotice({ title, text, retry }: FailureNoticeProps) {
  return (
    <Alert.Root status="error" role="alert" data-part="dialog-failure">
      <Alert.Indicator />
      <Alert.Content>
        {title !== undefined ? <Alert.Title>{title}</Alert.Title> : null}
        {text !== undefined ? <Alert.Description>{text}</Alert.Description> : null}
      </Alert.Content>
      {retry ? (
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={retry.onRetry}>
          {retry.label}
        </Button>
      ) : null}
    </Alert.Root>
  );
}

/** Where a record form dialog stands: loading the record, failed to, editing it, or saving it. */
export type RecordFormStatus = 'loading' | 'loadFailed' | 'editing' | 'saving';

/** The texts of a record form's buttons, in the caller's words. */
export interface RecordFormTexts {
  cancel: string;
  save: string;
  /** Beside Save's spinner while saving. */
  saving: string;
}

/** The loading of the record a dialog edits, in the caller's words. */
export interface RecordLoad {
  /** Beside the spinner while loading. */
  loadingText: string;
  /** What failed, when the load failed. */
  failedTitle: string;
  /** Why it failed, translated. */
  failedText?: string | undefined;
  retryLabel: string;
  onRetry: () => void;
  /**
   * `notice`: Retry in the failure notice, and the footer keeps Cancel and Save (off) all along;
   * `footer`: no footer while loading, Cancel and Retry in it once the load failed.
   */
  retryIn: 'notice' | 'footer';
}

/** Props of {@link RecordFormDialog}. */
export interface RecordFormDialogProps extends Omit<FormDialogFrameProps, 'state' | 'busy' | 'children'> {
  /** `closed` while the dialog goes away. */
  status: RecordFormStatus | 'closed';
  texts: RecordFormTexts;
  /** How the record's loading shows; none for a dialog whose form is there at once. */
  load?: RecordLoad | undefined;
  /** The form, once the record is there (editing or saving): a {@link RecordForm}. */
  children: ReactNode;
}

interface RecordFormFrame {
  busy: boolean;
  texts: RecordFormTexts;
  onCancel: () => void;
}

const RecordFormFrameContext = createContext<RecordFormFrame | null>(null);

/**
 * A dialog that edits a record: the record loading (a spinner), its load
 * failed (why, and a retry), then its {@link RecordForm} with Cancel and Save; saving, Save is busy
 * and nothing closes the dialog.
 */
export function RecordFormDialog({ status, texts, load, children, ...frame }: RecordFormDialogProps) {
  const busy = status === 'saving';
  const ready = status === 'editing' || busy;
  const retryInFooter = load?.retryIn === 'footer';
  const cancel = (
    <Button variant="outline" onClick={frame.onCancel}>
      {texts.cancel}
    </Button>
  );
  return (
    <FormDialogFrame {...frame} state={status} busy={busy}>
      {ready ? (
        <RecordFormFrameContext.Provider value={{ busy, texts, onCancel: frame.onCancel }}>{children}</RecordFormFrameContext.Provider>
      ) : (
        <>
          <Dialog.Body>
            {status === 'loading' && load ? <DialogLoading text={load.loadingText} /> : null}
            {status === 'loadFailed' && load ? (
              <FailureNotice title={load.failedTitle} text={load.failedText} retry={retryInFooter ? undefined : { label: load.retryLabel, onRetry: load.onRetry }} />
            ) : null}
          </Dialog.Body>
          {!retryInFooter ? (
            <Dialog.Footer>
              {cancel}
              <Button colorPalette="brand" disabled>
                {texts.save}
              </Button>
            </Dialog.Footer>
          ) : status === 'loadFailed' && load ? (
            <Dialog.Footer>
              {cancel}
              <Button colorPalette="brand" onClick={load.onRetry}>
                {load.retryLabel}
              </Button>
            </Dialog.Footer>
          ) : null}
        </>
      )}
    </FormDialogFrame>
  );
}

/** Props of {@link RecordForm}. */
export interface RecordFormProps {
  /** Raised on submit (Save or Enter) unless saving; the default navigation is already prevented. */
  onSubmit: () => void;
  /** The invalid-form notice, translated, while a tried save has fields to fix. */
  invalid?: string | undefined;
  /** Why the server refused the last save, translated; shown above the fields until the next save. */
  refusal?: string | undefined;
  /** Save off although the form shows (nothing can be saved). */
  saveDisabled?: boolean | undefined;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of a {@link RecordFormDialog}: the notices (invalid form, then the server's refusal)
 * above the fields in the body, Cancel and Save in the footer; inputs are frozen by their own
 * `disabled` while saving.
 */
export function RecordForm({ onSubmit, invalid, refusal, saveDisabled = false, children }: RecordFormProps) {
  const frame = useContext(RecordFormFrameContext);
  if (frame === null) throw new Error('RecordForm is shown inside a RecordFormDialog');
  const { busy, texts, onCancel } = frame;
  return (
    <chakra.form
      display="contents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          {invalid !== undefined ? <FormNotice tone="danger">{invalid}</FormNotice> : null}
          {refusal !== undefined && !busy ? <FormNotice tone="danger">{refusal}</FormNotice> : null}
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          {texts.cancel}
        </Button>
        <Button type="submit" colorPalette="brand" disabled={saveDisabled} loading={busy} loadingText={texts.saving}>
          {texts.save}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
