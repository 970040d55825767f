import { useMemo } from 'react';
import { Alert, Badge, Box, Button, Code, Flex, HStack, Spinner, Text, TreeView, createTreeCollection } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { listErrorText, type ListFailure } from '../lists/listTypes';
import { Icon } from '../shell/Icon';

/** A role as a permission lists it. */
export interface HoldingRoleView {
  id: string;
  title: string;
  isCoreRole: boolean;
}

/** A permission of the tree, translated, with the roles that hold it; parents carry their children. */
export interface PermissionNodeView {
  id: string;
  /** The permission's name, as routes and menus check it (`accessToCompanyDelivery`). */
  name: string;
  title: string;
  roles: HoldingRoleView[];
  children?: PermissionNodeView[] | undefined;
}

/** Props of {@link PermissionTree}. */
export interface PermissionTreeProps {
  status: 'loading' | 'failed' | 'ready';
  /** Why the load failed (an ApiError fits). */
  failure: ListFailure | null;
  /** The parents of the catalogue with their children. */
  parents: PermissionNodeView[];
  /** How many roles exist. */
  roleCount: number;
  onRetry: () => void;
}

const ROOT_ID = '__catalogue__';

function Holders({ roles }: { roles: HoldingRoleView[] }) {
  const { LL } = useI18n();
  if (roles.length === 0) {
    return (
      <Text as="span" textStyle="xs" color="fg.subtle">
        {LL.ROLES.CATALOGUE.HELD_BY_NONE()}
      </Text>
    );
  }
  return (
    <HStack as="span" gap="1" wrap="wrap" aria-label={`${LL.ROLES.CATALOGUE.HELD_BY()}: ${roles.map((role) => role.title).join(', ')}`}>
      {roles.map((role) => (
        <Badge key={role.id} size="sm" variant={role.isCoreRole ? 'outline' : 'subtle'} colorPalette={role.isCoreRole ? 'gray' : 'brand'}>
          {role.title}
          {role.isCoreRole ? ` (${LL.ROLES.CATALOGUE.CORE()})` : null}
        </Badge>
      ))}
    </HStack>
  );
}

function NodeLine({ node }: { node: PermissionNodeView }) {
  return (
    <Flex as="span" flex="1" minW="0" gap="2" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} py="0.5">
      <Box as="span" flex="1" minW="0">
        <Text as="span" fontWeight={node.children ? 'semibold' : 'normal'} me="2">
          {node.title}
        </Text>
        <Code size="sm" variant="surface" wordBreak="break-all">
          {node.name}
        </Code>
      </Box>
      <Holders roles={node.roles} />
    </Flex>
  );
}

/**
 * The permission catalogue (`adm/permissions`) as a read-only tree: each section with its
 * permissions, every one naming the roles that hold it. Sections start expanded.
 */
export function PermissionTree({ status, failure, parents, roleCount, onRetry }: PermissionTreeProps) {
  const { LL } = useI18n();
  const collection = useMemo(
    () =>
      createTreeCollection<PermissionNodeView>({
        nodeToValue: (node) => node.id,
        nodeToString: (node) => node.title,
        rootNode: { id: ROOT_ID, name: '', title: '', roles: [], children: parents },
      }),
    [parents],
  );
  const permissionCount = parents.reduce((count, parent) => count + 1 + (parent.children?.length ?? 0), 0);

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" data-part="permission-tree" data-state={status}>
      <Box px={{ base: '4', md: '6' }} py="4" borderBottomWidth="1px">
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          {LL.ROLES.CATALOGUE.TITLE()}
        </Text>
        <Text textStyle="sm" color="fg.muted" mt="1">
          {LL.ROLES.CATALOGUE.INTRO()}
        </Text>
      </Box>
      <Box px={{ base: '4', md: '6' }} py="4">
        {status === 'loading' ? (
          <HStack justify="center" gap="3" py="10" color="fg.muted" role="status">
            <Spinner size="sm" colorPalette="brand" />
            <Text>{LL.ROLES.CATALOGUE.LOADING()}</Text>
          </HStack>
        ) : status === 'failed' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{LL.ROLES.CATALOGUE.LOAD_FAILED()}</Alert.Title>
              {failure ? <Alert.Description>{listErrorText(LL, failure)}</Alert.Description> : null}
            </Alert.Content>
            <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={onRetry}>
              {LL.ROLES.RETRY()}
            </Button>
          </Alert.Root>
        ) : (
          <>
            <Text textStyle="sm" color="fg.muted" mb="3">
              {LL.ROLES.CATALOGUE.SUMMARY({ sections: parents.length, count: permissionCount, roles: roleCount })}
            </Text>
            <TreeView.Root collection={collection} defaultExpandedValue={parents.map((parent) => parent.id)} size="sm" colorPalette="brand">
              {/* Names the tree for assistive technology; the page's heading is above. */}
              <TreeView.Label srOnly asChild>
                <span>{LL.ROLES.CATALOGUE.TITLE()}</span>
              </TreeView.Label>
              <TreeView.Tree>
                <TreeView.Node<PermissionNodeView>
                  indentGuide={<TreeView.BranchIndentGuide />}
                  render={({ node, nodeState }) =>
                    nodeState.isBranch ? (
                      <TreeView.BranchControl>
                        <TreeView.BranchIndicator>
                          <Icon name="chevronRight" size="0.9rem" />
                        </TreeView.BranchIndicator>
                        <TreeView.BranchText flex="1" minW="0">
                          <NodeLine node={node} />
                        </TreeView.BranchText>
                      </TreeView.BranchControl>
                    ) : (
                      <TreeView.Item>
                        <TreeView.ItemText flex="1" minW="0">
                          <NodeLine node={node} />
                        </TreeView.ItemText>
                      </TreeView.Item>
                    )
                  }
                />
              </TreeView.Tree>
            </TreeView.Root>
          </>
        )}
      </Box>
    </Box>
  );
}
