import { Box, Button, Flex, Group, HStack, IconButton, Image, Menu, Portal, SimpleGrid, Stack, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { useForm, useStore } from '@tanstack/react-form';
import { tabsWithProblems, validateUserForm, type UserFormValues, type UserTab } from '../../domain/userForms';
import { useI18n } from '../../i18n/context';
import { FormNotice } from '../auth/formParts';
import { ListIcon } from '../lists/ListIcon';
import { DEFAULT_AVATAR_URL } from '../shell/TopBar';
import { ChangePasswordForm } from './ChangePasswordForm';
import { asUserFormErrors, bindUserField, UserTextField, type UserTextFieldProps } from './userFields';
import { userErrorText } from './userMessages';
import { UserRolesTab } from './UserRolesTab';
import type { UserEditProps } from './UserEdit';

type TextKey = Exclude<keyof UserFormValues, 'roles'>;
const ADDRESS_FIELDS: readonly TextKey[] = ['addressLine', 'city', 'state', 'postCode'];
const MENU_INTENTS = ['exit', 'duplicate', 'continue'] as const;

type FieldOptions = Pick<UserTextFieldProps, 'required' | 'type' | 'autoComplete'>;

/**
 * The user form under the header: Back, Reset (first tab only), Save and the save menu, the
 * alerts, and the five tabs. Built once per `formRevision` (its parent keys it), so Reset and a
 * refresh after saving start again from the values given.
 */
export function UserEditForm(props: UserEditProps) {
  const { LL } = useI18n();
  const { mode, status, user, roles, tab, enabledTabs, canReset, invalidAlert, initialValues, failure } = props;
  const saving = status === 'saving';
  const form = useForm({
    defaultValues: { ...initialValues, roles: [...initialValues.roles] } as UserFormValues,
    onSubmitMeta: { intent: 'save' } as { intent: 'save' | 'exit' | 'duplicate' | 'continue' },
    validators: { onChange: ({ value }: { value: UserFormValues }) => asUserFormErrors(validateUserForm(value)) },
    onSubmit: ({ value, meta }) => props.onSave(meta.intent, value),
    onSubmitInvalid: () => props.onInvalid(),
  });
  // The tabs whose fields show a message (touched or changed, as the fields themselves show it),
  // as text so that the selection compares by value.
  const problemTabs = useStore(form.store, (state) =>
    tabsWithProblems(
      Object.entries(state.fieldMeta)
        .filter(([, meta]) => meta !== undefined && (meta.isTouched || meta.isDirty) && meta.errors.some((error) => error !== undefined))
        .map(([name]) => name),
    ).join(','),
  );
  const addressAlert = useStore(form.store, (state) =>
    ADDRESS_FIELDS.some((name) => {
      const meta = state.fieldMeta[name];
      return meta !== undefined && (meta.isTouched || meta.isDirty) && meta.errors.some((error) => error !== undefined);
    }),
  );
  const save = (intent: 'save' | 'exit' | 'duplicate' | 'continue') => {
    if (!saving) void form.handleSubmit({ intent });
  };

  const text = (name: TextKey, label: string, options: FieldOptions = {}) => (
    <form.Field name={name}>{(field) => <UserTextField label={label} {...options} {...bindUserField(LL, field)} />}</form.Field>
  );
  const fullname = user?.fullname ?? '';
  const title = mode === 'create' ? LL.USERS.EDIT.CREATE_TITLE() : LL.USERS.EDIT.EDIT_TITLE({ name: fullname });
  const menuLabels = { exit: LL.USERS.EDIT.SAVE_EXIT(), duplicate: LL.USERS.EDIT.SAVE_DUPLICATE(), continue: LL.USERS.EDIT.SAVE_CONTINUE() };
  const tabLabels: Record<UserTab, string> = {
    1: LL.USERS.TABS.BASIC(),
    2: LL.USERS.TABS.ADDRESS(),
    3: LL.USERS.TABS.SOCIAL(),
    4: LL.USERS.TABS.ROLES(),
    5: LL.USERS.TABS.PASSWORD(),
  };

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" data-state={status} data-part="user-edit">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" px={{ base: '4', md: '6' }} py="4" borderBottomWidth="1px">
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          {title}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button variant="ghost" onClick={props.onBack}>
            <ListIcon name="back" />
            {LL.USERS.EDIT.BACK()}
          </Button>
          <Button variant="outline" disabled={!canReset || saving} onClick={props.onReset}>
            {LL.USERS.EDIT.RESET()}
          </Button>
          <Group attached>
            <Button colorPalette="brand" loading={saving} loadingText={LL.USERS.EDIT.SAVING()} onClick={() => save('save')}>
              {LL.USERS.EDIT.SAVE()}
            </Button>
            <Menu.Root
              positioning={{ placement: 'bottom-end' }}
              onSelect={(details) => {
                const intent = MENU_INTENTS.find((candidate) => candidate === details.value);
                if (intent) save(intent);
              }}
            >
              <Menu.Trigger asChild>
                <IconButton colorPalette="brand" aria-label={LL.USERS.EDIT.MORE()} disabled={saving} borderStartWidth="1px" borderStartColor="brand.700">
                  <ListIcon name="chevronDown" />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    {MENU_INTENTS.map((intent) => (
                      <Menu.Item key={intent} value={intent}>
                        {menuLabels[intent]}
                      </Menu.Item>
                    ))}
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </Group>
        </HStack>
      </Flex>

      <Stack gap="4" px={{ base: '4', md: '6' }} py="5">
        {invalidAlert ? <FormNotice tone="danger">{LL.USERS.EDIT.INVALID()}</FormNotice> : null}
        {failure?.during === 'save' ? <FormNotice tone="danger">{userErrorText(LL, failure.error)}</FormNotice> : null}

        <Tabs.Root
          value={String(tab)}
          onValueChange={(details) => {
            const next = Number(details.value);
            if (next >= 1 && next <= 5) props.onTabChange(next as UserTab);
          }}
          colorPalette="brand"
          variant="line"
        >
          <Tabs.List overflowX="auto">
            {([1, 2, 3, 4, 5] as const).map((value) => {
              const enabled = enabledTabs.includes(value);
              const withProblems = problemTabs.split(',').includes(String(value));
              return (
                <Tabs.Trigger
                  key={value}
                  value={String(value)}
                  disabled={!enabled}
                  title={enabled ? undefined : LL.USERS.EDIT.NEEDS_ID()}
                  data-invalid={withProblems ? '' : undefined}
                  color={withProblems ? 'red.700' : undefined}
                >
                  {tabLabels[value]}
                  {withProblems ? (
                    <>
                      <Box
                        as="span"
                        aria-hidden="true"
                        data-part="tab-error-marker"
                        display="inline-flex"
                        alignItems="center"
                        justifyContent="center"
                        boxSize="4"
                        borderRadius="full"
                        bg="red.solid"
                        color="red.contrast"
                        textStyle="xs"
                        fontWeight="bold"
                      >
                        !
                      </Box>
                      <VisuallyHidden>{LL.USERS.EDIT.TAB_HAS_ERRORS()}</VisuallyHidden>
                    </>
                  ) : null}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>

          <Tabs.Content value="1" pt="5">
            <Flex gap="6" direction={{ base: 'column', md: 'row' }}>
              <Image
                src={user?.pic ? user.pic : DEFAULT_AVATAR_URL}
                alt={fullname ? LL.USERS.EDIT.PICTURE({ name: fullname }) : ''}
                boxSize="28"
                borderRadius="l3"
                objectFit="cover"
                bg="bg.muted"
                flexShrink={0}
                data-part="picture"
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" flex="1">
                {text('username', LL.USERS.INPUT.USERNAME(), { required: true, autoComplete: 'off' })}
                {text('fullname', LL.USERS.INPUT.FULL_NAME(), { required: true, autoComplete: 'off' })}
                {text('email', LL.USERS.INPUT.EMAIL(), { type: 'email', autoComplete: 'off' })}
                {text('occupation', LL.USERS.INPUT.OCCUPATION())}
                {text('companyName', LL.USERS.INPUT.COMPANY_NAME())}
                {text('phone', LL.USERS.INPUT.PHONE(), { type: 'tel' })}
              </SimpleGrid>
            </Flex>
          </Tabs.Content>

          <Tabs.Content value="2" pt="5">
            <Stack gap="4">
              {addressAlert ? <FormNotice tone="danger">{LL.USERS.EDIT.INVALID()}</FormNotice> : null}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {text('addressLine', LL.USERS.INPUT.ADDRESS_LINE(), { required: true })}
                {text('city', LL.USERS.INPUT.CITY(), { required: true })}
                {text('state', LL.USERS.INPUT.STATE(), { required: true })}
                {text('postCode', LL.USERS.INPUT.POST_CODE(), { required: true })}
              </SimpleGrid>
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="3" pt="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text('linkedIn', LL.USERS.INPUT.LINKEDIN())}
              {text('facebook', LL.USERS.INPUT.FACEBOOK())}
              {text('twitter', LL.USERS.INPUT.TWITTER())}
              {text('instagram', LL.USERS.INPUT.INSTAGRAM())}
            </SimpleGrid>
          </Tabs.Content>

          <Tabs.Content value="4" pt="5">
            <form.Field name="roles">
              {(field) => <UserRolesTab roles={roles} assigned={field.state.value} saved={initialValues.roles} disabled={saving} onChange={field.handleChange} />}
            </form.Field>
          </Tabs.Content>

          <Tabs.Content value="5" pt="5">
            {enabledTabs.includes(5) ? (
              <ChangePasswordForm
                key={props.passwordRevision}
                busy={status === 'changingPassword'}
                errorMessage={failure?.during === 'password' ? userErrorText(LL, failure.error) : undefined}
                onChangePassword={props.onChangePassword}
              />
            ) : null}
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Box>
  );
}
