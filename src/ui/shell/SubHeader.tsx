import { Fragment, type MouseEvent } from 'react';
import { Breadcrumb, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { Icon } from './Icon';

/** A step of the breadcrumbs; the last one is the current page and is not a link, nor is a step without a page (a menu group). */
export interface Crumb {
  title: string;
  page?: string | undefined;
}

/** Props of {@link SubHeader}. */
export interface SubHeaderProps {
  /** The page title. */
  title: string;
  /** From the start page to the current one; none hides the trail. */
  breadcrumbs: Crumb[];
  /** True once the page scrolled past the layout's `scrollTop.offset` (300 px): shows the control. */
  showScrollTop: boolean;
  /** Raised by the scroll-to-top control (the container scrolls, in `scrollTop.speed` ms). */
  onScrollTop: () => void;
  /** Raised with a crumb's page when it is followed without a modifier key. */
  onNavigate: (page: string) => void;
}

function follow(page: string, onNavigate: (page: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(page);
  };
}

/** The sub-header under the top bar: page title, breadcrumbs, and the floating scroll-to-top control. */
export function SubHeader({ title, breadcrumbs, showScrollTop, onScrollTop, onNavigate }: SubHeaderProps) {
  const { LL } = useI18n();
  const last = breadcrumbs.length - 1;
  return (
    <Flex
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '1', md: '4' }}
      px={{ base: '4', md: '6' }}
      py="4"
      bg="bg"
      borderBottomWidth="1px"
      data-state={showScrollTop ? 'scrolled' : 'top'}
    >
      <Heading as="h1" size="lg" fontWeight="semibold">
        {title}
      </Heading>
      {breadcrumbs.length > 0 && (
        <Breadcrumb.Root aria-label={LL.SHELL.BREADCRUMBS()} size="sm" ps={{ md: '4' }} borderStartWidth={{ md: '1px' }}>
          <Breadcrumb.List>
            {breadcrumbs.map((crumb, index) => (
              // A trail may repeat a title, and a group has no page: the position is the key. The
              // separator is an item of the list of its own (an <li> may not hold another).
              <Fragment key={index}>
                <Breadcrumb.Item>
                  {index === last ? (
                    <Breadcrumb.CurrentLink>{crumb.title}</Breadcrumb.CurrentLink>
                  ) : crumb.page === undefined ? (
                    <Text as="span" color="fg.muted">
                      {crumb.title}
                    </Text>
                  ) : (
                    <Breadcrumb.Link href={crumb.page} onClick={follow(crumb.page, onNavigate)}>
                      {crumb.title}
                    </Breadcrumb.Link>
                  )}
                </Breadcrumb.Item>
                {index !== last && <Breadcrumb.Separator />}
              </Fragment>
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      )}
      {showScrollTop && (
        <IconButton
          position="fixed"
          bottom="6"
          right="6"
          zIndex="sticky"
          colorPalette="brand"
          boxShadow="md"
          aria-label={LL.SHELL.SCROLL_TOP()}
          onClick={onScrollTop}
          data-part="scroll-top"
        >
          <Icon name="arrowUp" />
        </IconButton>
      )}
    </Flex>
  );
}
