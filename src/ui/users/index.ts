export { UsersList, type UsersListProps } from './UsersList';
export { UserEdit, userEditHeader, type UserEditProps, type UserEditStatus, type UserPages } from './UserEdit';
export type { UserSaveIntent } from '../../domain/userForms';
export { UserRolesTab, type UserRolesTabProps } from './UserRolesTab';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
export { translateUserFieldMessage, userErrorText } from './userMessages';
