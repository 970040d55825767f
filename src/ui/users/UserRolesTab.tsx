import { useId, useState } from 'react';
import { Badge, Box, Button, HStack, IconButton, List, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import type { Role } from '../../contract/schema.gen';
import { useI18n } from '../../i18n/context';
import { ListIcon } from '../lists/ListIcon';

/** Props of {@link UserRolesTab}. */
export interface UserRolesTabProps {
  /** Every role that can be assigned. */
  roles: Role[];
  /** The ids assigned in the form. */
  assigned: string[];
  /** The ids the saved user holds: a difference is pending until Save. */
  saved: string[];
  disabled?: boolean | undefined;
  /** Raised with the new list of ids (saved with the user). */
  onChange: (ids: string[]) => void;
}

/**
 * Tab 4: pick an unassigned role and assign it, or remove an assigned one. The roles go with the
 * user on Save, like every other field of the form, and the tab says so: a hint always, and once
 * the assignment differs from the saved user, 'Changes pending until Save' and each role added
 * marked pending.
 */
export function UserRolesTab({ roles, assigned, saved, disabled = false, onChange }: UserRolesTabProps) {
  const { LL } = useI18n();
  const selectId = useId();
  const [picked, setPicked] = useState('');
  const unassigned = roles.filter((role) => !assigned.includes(role.id));
  const titleOf = (id: string) => roles.find((role) => role.id === id)?.title ?? LL.USERS.ROLES.UNKNOWN({ id });
  // A role assigned meanwhile leaves the select; its pick does not stay behind.
  const choice = unassigned.some((role) => role.id === picked) ? picked : '';
  const pending = assigned.length !== saved.length || assigned.some((id) => !saved.includes(id));
  return (
    <Stack gap="5" data-part="roles-tab" data-state={pending ? 'pending' : 'saved'}>
      <Text textStyle="sm" color="fg.muted" data-part="pending-hint">
        {LL.USERS.ROLES.PENDING_HINT()}
      </Text>
      <Box>
        <chakra.label htmlFor={selectId} display="block" textStyle="sm" fontWeight="medium" mb="1">
          {LL.USERS.ROLES.PICK_LABEL()}
        </chakra.label>
        <HStack gap="2" align="flex-start">
          <NativeSelect.Root maxW="sm" disabled={disabled || unassigned.length === 0}>
            <NativeSelect.Field id={selectId} value={choice} onChange={(event) => setPicked(event.target.value)}>
              <option value="">{unassigned.length === 0 ? LL.USERS.ROLES.ALL_ASSIGNED() : LL.USERS.ROLES.PICK()}</option>
              {unassigned.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            colorPalette="brand"
            disabled={disabled || choice === ''}
            onClick={() => {
              onChange([...assigned, choice]);
              setPicked('');
            }}
          >
            <ListIcon name="plus" />
            {LL.USERS.ROLES.ASSIGN()}
          </Button>
        </HStack>
      </Box>
      <Box>
        <HStack gap="3" mb="2" wrap="wrap">
          <Text fontWeight="semibold">{LL.USERS.ROLES.ASSIGNED()}</Text>
          {/* Always in the page, so a screen reader hears it appear. */}
          <Text role="status" textStyle="sm" fontWeight="medium" color="orange.800">
            {pending ? LL.USERS.ROLES.PENDING_CHANGES() : ''}
          </Text>
        </HStack>
        {assigned.length === 0 ? (
          <Text color="fg.muted" data-part="no-roles">
            {LL.USERS.ROLES.NONE()}
          </Text>
        ) : (
          <List.Root variant="plain" gap="1" aria-label={LL.USERS.ROLES.ASSIGNED()}>
            {assigned.map((id) => (
              <List.Item key={id} display="flex" alignItems="center" justifyContent="space-between" maxW="md" py="1" px="3" borderWidth="1px" borderRadius="l2">
                <HStack gap="2">
                  <Text>{titleOf(id)}</Text>
                  {saved.includes(id) ? null : (
                    <Badge colorPalette="orange" variant="subtle" size="sm">
                      {LL.USERS.ROLES.PENDING()}
                    </Badge>
                  )}
                </HStack>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={LL.USERS.ROLES.REMOVE({ title: titleOf(id) })}
                  disabled={disabled}
                  onClick={() => onChange(assigned.filter((other) => other !== id))}
                >
                  <ListIcon name="delete" />
                </IconButton>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
    </Stack>
  );
}
