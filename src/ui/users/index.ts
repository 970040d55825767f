export { UsersList, type UsersListProps } from './UsersList';
export { UserEdit, userEditHeader, type UserEditProps, type UserEditStatus, type UserPages, type UserSaveIntent } from './UserEdit';
export { UserRolesTab, type UserRolesTabProps } from './UserRolesTab';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
export { translateUserFieldMessage, userErrorText } from './userMessages';
