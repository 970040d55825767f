import { Box, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';

/** A child permission as the checklist shows it. */
export interface ChecklistChildView {
  id: string;
  title: string;
  checked: boolean;
}

/** A parent permission with its children; `state` is `checked` whenever the parent is ticked (one child is enough). */
export interface ChecklistParentView {
  id: string;
  title: string;
  state: 'checked' | 'unchecked';
  children: ChecklistChildView[];
}

/** Props of {@link PermissionChecklist}. */
export interface PermissionChecklistProps {
  parents: ChecklistParentView[];
  /** A core role: every box disabled. */
  disabled: boolean;
  /** Raised with the id of the box the user ticked or unticked (the machine applies the rules). */
  onToggle: (id: string) => void;
}

/** The two-level permission checklist of the role dialog: each parent with its children indented under it. */
export function PermissionChecklist({ parents, disabled, onToggle }: PermissionChecklistProps) {
  const { LL } = useI18n();
  return (
    <Stack as="ul" listStyleType="none" gap="3" data-state={disabled ? 'read-only' : 'editable'}>
      {parents.map((parent) => {
        const ticked = parent.children.filter((child) => child.checked).length;
        return (
          <Box as="li" key={parent.id} borderWidth="1px" borderRadius="l2" p="3">
            <Flex justify="space-between" align="center" gap="3">
              <Checkbox.Root
                colorPalette="brand"
                checked={parent.state === 'checked'}
                disabled={disabled}
                onCheckedChange={() => onToggle(parent.id)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">{parent.title}</Checkbox.Label>
              </Checkbox.Root>
              {parent.children.length > 0 && (
                <Text textStyle="xs" color="fg.muted">
                  {LL.ROLES.SELECTED_COUNT({ count: ticked, total: parent.children.length })}
                </Text>
              )}
            </Flex>
            {parent.children.length > 0 && (
              <Stack as="ul" listStyleType="none" gap="2" mt="2" ps="7">
                {parent.children.map((child) => (
                  <li key={child.id}>
                    <Checkbox.Root colorPalette="brand" size="sm" checked={child.checked} disabled={disabled} onCheckedChange={() => onToggle(child.id)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{child.title}</Checkbox.Label>
                    </Checkbox.Root>
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
