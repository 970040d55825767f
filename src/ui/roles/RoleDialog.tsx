import { useState } from 'react';
import { Alert, Button, Dialog, Field, Flex, Grid, Input, Spinner, Text, chakra } from '@chakra-ui/react';
import { roleTitleProblem, ROLE_TITLE_MAX_LENGTH } from '../../domain/roleForms';
import { useI18n } from '../../i18n/context';
import { FormDialogFrame } from '../forms/RecordFormDialog';
import { PermissionChecklist, type ChecklistParentView } from './PermissionChecklist';
import { RolePreviewPanel, type PreviewSectionView } from './RolePreviewPanel';

const ROLE_DIALOG_PX = 900;
/** Seed 000 §2: the role dialog is 900 px wide. */
export const ROLE_DIALOG_WIDTH = `${ROLE_DIALOG_PX}px` as const;

/** Where the dialog is: loading, failed to load, editing (or viewing a core role), saving, or saved and about to close. */
export type RoleDialogStatus = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'saved';

/** Props of {@link RoleDialog}. */
export interface RoleDialogProps {
  open: boolean;
  /** `create` for a new role, `edit` for an existing one, `view` for a core role (read-only). */
  mode: 'create' | 'edit' | 'view';
  status: RoleDialogStatus;
  /** The stored title of the role (for the dialog's heading), empty when creating. */
  roleTitle: string;
  /** The title the input starts with (the stored title, or the draft of a refused save). */
  defaultTitle: string;
  parents: ChecklistParentView[];
  preview: { sections: PreviewSectionView[]; routeCount: number };
  /** The alert under the heading: the invalid-form alert, or a failed save with its reason. */
  alert: { kind: 'invalid' | 'failed'; message: string } | null;
  onToggle: (id: string) => void;
  onSave: (title: string) => void;
  onCancel: () => void;
  onRetry: () => void;
}

/**
 * The role dialog (seed 000 §2): 'New role' or "Edit role '{title}'", a required title, the
 * permission checklist with the preview beside it, Cancel and Save. A core role shows everything
 * disabled, Save included. Closing (Escape, outside click, the close button) is Cancel.
 */
export function RoleDialog(props: RoleDialogProps) {
  const { open, mode, status, roleTitle, onCancel } = props;
  const { LL } = useI18n();
  const heading = mode === 'create' ? LL.ROLES.DIALOG_NEW() : mode === 'view' ? LL.ROLES.DIALOG_VIEW({ title: roleTitle }) : LL.ROLES.DIALOG_EDIT({ title: roleTitle });
  return (
    <FormDialogFrame
      open={open}
      width={ROLE_DIALOG_PX}
      title={heading}
      part="role-dialog"
      state={status}
      busy={status === 'saving'}
      closeLabel={LL.ROLES.CLOSE()}
      onCancel={onCancel}
    >
      {status === 'loading' ? (
        <Dialog.Body>
          <Flex align="center" justify="center" gap="3" py="12" role="status">
            <Spinner />
            <Text color="fg.muted">{LL.ROLES.LOADING()}</Text>
          </Flex>
        </Dialog.Body>
      ) : status === 'loadFailed' ? (
        <>
          <Dialog.Body>
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{LL.ROLES.LOAD_FAILED()}</Alert.Title>
            </Alert.Root>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onCancel}>
              {LL.ROLES.CLOSE()}
            </Button>
            <Button colorPalette="brand" onClick={props.onRetry}>
              {LL.ROLES.RETRY()}
            </Button>
          </Dialog.Footer>
        </>
      ) : (
        // Keyed by the title it starts from, so a reload of the role resets the input.
        <RoleForm key={props.defaultTitle} {...props} />
      )}
    </FormDialogFrame>
  );
}

function RoleForm({ mode, status, defaultTitle, parents, preview, alert, onToggle, onSave, onCancel }: RoleDialogProps) {
  const { LL } = useI18n();
  const [title, setTitle] = useState(defaultTitle);
  const [touched, setTouched] = useState(false);
  const readOnly = mode === 'view';
  const busy = status === 'saving' || status === 'saved';
  const titleProblem = roleTitleProblem(title);
  // Too long shows at once (typing past the limit is the cause); required once the field was left.
  const showTitleError = !readOnly && titleProblem !== null && (titleProblem === 'maxLength' || touched || alert?.kind === 'invalid');
  return (
    <chakra.form
      display="contents"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!readOnly && !busy) onSave(title);
      }}
    >
      {/* Read-only, nothing inside takes the focus: the body itself does, so the keyboard can scroll it. */}
      <Dialog.Body tabIndex={readOnly ? 0 : undefined}>
        {alert && (
          <Alert.Root status="error" mb="4" role="alert">
            <Alert.Indicator />
            <Alert.Title>{alert.message}</Alert.Title>
          </Alert.Root>
        )}
        {readOnly && (
          <Alert.Root status="info" mb="4">
            <Alert.Indicator />
            <Alert.Title>{LL.ROLES.CORE_ROLE_NOTICE()}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={showTitleError} required disabled={readOnly} mb="5">
          <Field.Label>
            {LL.ROLES.TITLE_LABEL()}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="title"
            value={title}
            autoComplete="off"
            onChange={(event) => setTitle(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {showTitleError && (
            <Field.ErrorText>
              {titleProblem === 'maxLength' ? LL.AUTH.VALIDATION.MAX_LENGTH({ max: ROLE_TITLE_MAX_LENGTH }) : LL.ROLES.TITLE_REQUIRED()}
            </Field.ErrorText>
          )}
        </Field.Root>
        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="5" alignItems="start">
          <chakra.fieldset minW="0">
            <chakra.legend fontWeight="semibold" mb="2">
              {LL.ROLES.PERMISSIONS()}
            </chakra.legend>
            <PermissionChecklist parents={parents} disabled={readOnly || busy} onToggle={onToggle} />
          </chakra.fieldset>
          <RolePreviewPanel sections={preview.sections} routeCount={preview.routeCount} />
        </Grid>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onCancel} disabled={status === 'saving'}>
          {readOnly ? LL.ROLES.CLOSE() : LL.ROLES.CANCEL()}
        </Button>
        {/* A core role: Save shows, disabled (seed 000 §5). */}
        <Button type="submit" colorPalette="brand" disabled={readOnly} loading={busy} loadingText={LL.ROLES.SAVING()}>
          {LL.ROLES.SAVE()}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
