import { useId } from 'react';
import { Flex, HStack, IconButton, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { PAGE_SIZES, isPageSize, pageCount, type PageSize } from '../../domain/listQuery';
import { useI18n } from '../../i18n/context';
import { ListIcon, type ListIconName } from './ListIcon';

/** Props of {@link ListPaginator}. */
export interface ListPaginatorProps {
  /** The page shown, 1-based. */
  page: number;
  size: PageSize;
  totalCount: number;
  /** True while nothing can be paged (the first load, an action under way). */
  disabled?: boolean | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/**
 * The paginator under a list: first, previous, next and last page, the page of pages, the page
 * size (3, 5 or 10) and the rows shown of the total.
 */
export function ListPaginator({ page, size, totalCount, disabled = false, onPageChange, onPageSizeChange }: ListPaginatorProps) {
  const { LL } = useI18n();
  const sizeId = useId();
  const pages = pageCount(totalCount, size);
  const from = totalCount === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(page * size, totalCount);
  const atStart = disabled || page <= 1;
  const atEnd = disabled || page >= pages;
  const button = (icon: ListIconName, label: string, target: number, off: boolean) => (
    <IconButton size="sm" variant="ghost" aria-label={label} disabled={off} onClick={() => onPageChange(target)} data-part={`page-${icon}`}>
      <ListIcon name={icon} />
    </IconButton>
  );
  return (
    <Flex
      as="nav"
      aria-label={LL.LISTS.PAGE_OF({ page, pages })}
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="3"
      pt="3"
      data-part="paginator"
    >
      <HStack gap="1">
        {button('first', LL.LISTS.FIRST_PAGE(), 1, atStart)}
        {button('previous', LL.LISTS.PREVIOUS_PAGE(), page - 1, atStart)}
        <Text textStyle="sm" px="2" aria-live="polite" data-part="page-of">
          {LL.LISTS.PAGE_OF({ page, pages })}
        </Text>
        {button('next', LL.LISTS.NEXT_PAGE(), page + 1, atEnd)}
        {button('last', LL.LISTS.LAST_PAGE(), pages, atEnd)}
      </HStack>
      <HStack gap="4">
        <HStack gap="2">
          <chakra.label htmlFor={sizeId} textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            {LL.LISTS.PAGE_SIZE()}
          </chakra.label>
          <NativeSelect.Root size="sm" width="20" disabled={disabled}>
            <NativeSelect.Field
              id={sizeId}
              value={String(size)}
              onChange={(event) => {
                const next = Number(event.target.value);
                if (isPageSize(next)) onPageSizeChange(next);
              }}
            >
              {PAGE_SIZES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Text textStyle="sm" color="fg.muted" data-part="range">
          {LL.LISTS.RANGE({ from, to, total: totalCount })}
        </Text>
      </HStack>
    </Flex>
  );
}
