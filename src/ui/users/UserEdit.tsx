import { Alert, Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { Role, User } from '../../contract/schema.gen';
import type { UserFormValues, UserSaveIntent, UserTab } from '../../domain/userForms';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { useI18n } from '../../i18n/context';
import { ListIcon } from '../lists/ListIcon';
import type { ListFailure } from '../lists/listTypes';
import type { Crumb } from '../shell/SubHeader';
import { UserEditForm } from './UserEditForm';
import { userManagementHeader } from './userManagementHeader';
import { userErrorText } from './userMessages';

/** Where the edit screen stands (the user edit machine's view answers it). */
export type UserEditStatus = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'changingPassword' | 'left';

/** Props of {@link UserEdit}: the user edit machine's view, and the events it takes. */
export interface UserEditProps {
  mode: 'create' | 'edit';
  status: UserEditStatus;
  /** The user edited (edit mode, once loaded): the title and the picture. */
  user: User | null;
  /** The roles that can be assigned (tab 4). */
  roles: Role[];
  tab: UserTab;
  enabledTabs: UserTab[];
  canReset: boolean;
  /** Shows 'Oh snap! Change a few things up and try submitting again.'. */
  invalidAlert: boolean;
  initialValues: UserFormValues;
  /** A new number rebuilds the form from `initialValues` (Reset, a refresh after saving). */
  formRevision: number;
  /** A new number empties the change-password form. */
  passwordRevision: number;
  failure: { during: 'load' | 'save' | 'password'; error: ListFailure } | null;
  onBack: () => void;
  onReset: () => void;
  /** Raised by Save and the save menu with the values of a valid form. */
  onSave: (intent: UserSaveIntent, values: UserFormValues) => void;
  /** Raised instead of onSave when the form is invalid (the screen returns to the first tab). */
  onInvalid: () => void;
  onTabChange: (tab: UserTab) => void;
  onChangePassword: (password: string) => void;
  onRetry: () => void;
}

/**
 * The user edit screen (seed 000 section 2): while loading 'Please wait....'; a failed load
 * with Retry and Back; else the form with its header and five tabs ({@link UserEditForm}).
 */
export function UserEdit(props: UserEditProps) {
  const { LL } = useI18n();
  if (props.status === 'loading') {
    return (
      <HStack gap="3" justify="center" py="16" bg="bg" borderWidth="1px" borderRadius="l3" role="status" data-state="loading" data-part="user-edit">
        <Spinner colorPalette="brand" />
        <Text color="fg.muted">{LL.LISTS.PLEASE_WAIT()}</Text>
      </HStack>
    );
  }
  if (props.status === 'loadFailed') {
    return (
      <Box bg="bg" borderWidth="1px" borderRadius="l3" p="6" data-state="loadFailed" data-part="user-edit">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{LL.USERS.EDIT.LOAD_FAILED()}</Alert.Title>
            {props.failure ? <Alert.Description>{userErrorText(LL, props.failure.error)}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
        <HStack gap="2" mt="4">
          <Button variant="ghost" onClick={props.onBack}>
            <ListIcon name="back" />
            {LL.USERS.EDIT.BACK()}
          </Button>
          <Button colorPalette="brand" onClick={props.onRetry}>
            {LL.LISTS.RETRY()}
          </Button>
        </HStack>
      </Box>
    );
  }
  return <UserEditForm key={props.formRevision} {...props} />;
}

/** Where the crumbs of the user screens lead. */
export interface UserPages {
  /** The user-management area (its empty path opens the roles). */
  management: string;
  users: string;
}

/**
 * The sub-header of the user edit screen: title 'Create user' or 'Edit user - {full name}',
 * crumbs User Management > Users > Create user or Edit user.
 */
export function userEditHeader(LL: TranslationFunctions, mode: 'create' | 'edit', fullname: string, pages: UserPages): { title: string; crumbs: Crumb[] } {
  const title = mode === 'create' ? LL.USERS.EDIT.CREATE_TITLE() : LL.USERS.EDIT.EDIT_TITLE({ name: fullname });
  const header = userManagementHeader(
    LL,
    [{ title: LL.USERS.BREADCRUMBS.USERS(), page: pages.users }, { title: mode === 'create' ? LL.USERS.BREADCRUMBS.CREATE() : LL.USERS.BREADCRUMBS.EDIT() }],
    pages.management,
  );
  return { ...header, title };
}
