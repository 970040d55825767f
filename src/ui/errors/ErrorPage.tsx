import type { ReactNode } from 'react';
import { Box, Flex, Heading, Image, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import type { ErrorVariant } from './errorContent';

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** Which of the six looks. */
  variant: ErrorVariant;
  /** The HTTP-like code shown (404 unless told, 403 for access denied). */
  code: number;
  title: string;
  subtitle: string;
  description: string;
  /** An image in place of the variant's own illustration. */
  image?: string | undefined;
  /** Where the link back home goes. */
  homeHref?: string | undefined;
}

// Each variant's illustration, drawn for this project on a 200×160 canvas.
const ART: Record<ErrorVariant, ReactNode> = {
  1: (
    <>
      <ellipse cx="100" cy="146" rx="70" ry="8" fill="#fed7aa" />
      <path d="M45 60l55-25 55 25v62l-55 24-55-24z" fill="#fb923c" />
      <path d="M45 60l55 24 55-24M100 84v62" stroke="#c2410c" strokeWidth="3" fill="none" />
      <path d="M88 52c0-8 6-13 13-13s12 5 12 11c0 8-11 9-11 17M102 75v1" stroke="#fff" strokeWidth="5" strokeLinecap="round" fill="none" transform="translate(0 -22)" />
    </>
  ),
  2: (
    <>
      <path d="M20 130c30-10 40-50 80-50s40-30 40-40" stroke="#c4b5fd" strokeWidth="4" strokeDasharray="10 8" fill="none" />
      <path d="M140 10a22 22 0 0 1 22 22c0 17-22 38-22 38s-22-21-22-38a22 22 0 0 1 22-22z" fill="#f472b6" />
      <circle cx="140" cy="32" r="8" fill="#fff" />
      <path d="M92 72l16 16M108 72L92 88" stroke="#fde68a" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  3: (
    <>
      <circle cx="110" cy="80" r="46" fill="#bae6fd" />
      <circle cx="95" cy="65" r="9" fill="#7dd3fc" />
      <circle cx="128" cy="98" r="12" fill="#7dd3fc" />
      <ellipse cx="110" cy="80" rx="78" ry="16" stroke="#0ea5e9" strokeWidth="4" fill="none" transform="rotate(-18 110 80)" />
      <path d="M30 30l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM170 20l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff" />
    </>
  ),
  4: (
    <>
      <rect x="40" y="138" width="120" height="10" rx="3" fill="#52525b" />
      <path d="M80 138l15-110h10l15 110z" fill="#f97316" />
      <path d="M89 96h22l3 22H86zM95 52h10l2 18H93z" fill="#fafafa" />
    </>
  ),
  5: (
    <>
      <path d="M25 35l50-15 50 15 50-15v105l-50 15-50-15-50 15z" fill="#fef3c7" stroke="#d97706" strokeWidth="3" />
      <path d="M75 20v105M125 35v105" stroke="#d97706" strokeWidth="3" />
      <path d="M40 100c20-30 40 10 60-20s30 0 40-25" stroke="#92400e" strokeWidth="3" strokeDasharray="6 6" fill="none" />
      <path d="M138 45l14 14M152 45l-14 14" stroke="#dc2626" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  6: (
    <>
      <path d="M100 15l55 20v40c0 37-25 60-55 72-30-12-55-35-55-72V35z" fill="#dbeafe" stroke="#2563eb" strokeWidth="4" />
      <rect x="78" y="72" width="44" height="36" rx="6" fill="#2563eb" />
      <path d="M86 72v-9a14 14 0 0 1 28 0v9" stroke="#2563eb" strokeWidth="6" fill="none" />
      <circle cx="100" cy="88" r="5" fill="#fff" />
      <path d="M100 92v7" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
};

// Colours and arrangement of each variant: `side` text beside the art, `center` stacked,
// `split` art panel on the left, `band` a coloured band above a white card.
const LOOK: Record<ErrorVariant, { bg: string; fg: string; muted: string; accent: string; onAccent: string; layout: 'side' | 'center' | 'split' | 'band' }> = {
  1: { bg: 'linear-gradient(135deg, #fff7ed 0%, #ffedd5 100%)', fg: '#431407', muted: '#7c2d12', accent: '#c2410c', onAccent: '#ffffff', layout: 'side' },
  2: { bg: 'linear-gradient(160deg, #2e1065 0%, #6d28d9 100%)', fg: '#ffffff', muted: '#ddd6fe', accent: '#f9a8d4', onAccent: '#2e1065', layout: 'center' },
  3: { bg: 'linear-gradient(180deg, #0c4a6e 0%, #0369a1 100%)', fg: '#ffffff', muted: '#e0f2fe', accent: '#7dd3fc', onAccent: '#0c4a6e', layout: 'side' },
  4: { bg: '#18181b', fg: '#fafafa', muted: '#a1a1aa', accent: '#fb923c', onAccent: '#18181b', layout: 'center' },
  5: { bg: '#fffbeb', fg: '#451a03', muted: '#78350f', accent: '#b45309', onAccent: '#ffffff', layout: 'split' },
  6: { bg: 'linear-gradient(180deg, #1d4ed8 0%, #1e40af 45%, #f1f5f9 45%)', fg: '#0f172a', muted: '#475569', accent: '#1d4ed8', onAccent: '#ffffff', layout: 'band' },
};

/**
 * A whole-page error in one of six looks (seed 001 section 2.6), each with its own colours,
 * arrangement and illustration, and a link back home. Used without the shell (blank layout).
 * The root carries `data-state="error-<code>"` and `data-variant`.
 */
export function ErrorPage({ variant, code, title, subtitle, description, image, homeHref = '/' }: ErrorPageProps) {
  const { LL } = useI18n();
  const look = LOOK[variant];
  const art = image ? (
    <Image src={image} alt="" maxW="full" maxH="full" objectFit="contain" />
  ) : (
    <svg viewBox="0 0 200 160" width="100%" height="100%" role="presentation" aria-hidden="true">
      {ART[variant]}
    </svg>
  );
  const big = variant === 4 || variant === 3;
  // '403... Acesso negado' already leads with its code: the big number would only repeat it.
  const codeInTitle = title.startsWith(String(code));
  const texts = (
    <Stack gap="3" align={look.layout === 'center' ? 'center' : 'flex-start'} textAlign={look.layout === 'center' ? 'center' : 'start'} maxW="xl">
      <Text
        fontWeight="black"
        lineHeight="1"
        letterSpacing="tight"
        color={look.accent}
        fontSize={big ? { base: '7xl', md: '9xl' } : { base: '5xl', md: '6xl' }}
        data-part="code"
      >
        <chakra.span srOnly>{LL.ERRORS.ERROR_CODE({ code })}</chakra.span>
        {!codeInTitle && <span aria-hidden="true">{code}</span>}
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color={look.fg}>
        {title}
      </Heading>
      {subtitle !== '' && (
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color={look.fg}>
          {subtitle}
        </Text>
      )}
      <Text color={look.muted} fontSize="md">
        {description}
      </Text>
      <Link
        href={homeHref}
        mt="3"
        px="5"
        py="2.5"
        borderRadius="l2"
        fontWeight="semibold"
        bg={look.accent}
        color={look.onAccent}
        textDecoration="none"
        _hover={{ opacity: 0.9, textDecoration: 'none' }}
        data-part="home"
      >
        {LL.ERRORS.BACK_HOME()}
      </Link>
    </Stack>
  );
  const root = { as: 'main', minH: '100dvh', bg: look.bg, 'data-state': `error-${code}`, 'data-variant': variant } as const;

  if (look.layout === 'split') {
    return (
      <Flex {...root} direction={{ base: 'column', md: 'row' }}>
        <Flex flex={{ md: '0 0 42%' }} align="center" justify="center" bg="#fde68a" p="10" h={{ base: '56', md: 'auto' }}>
          <Box w="full" maxW="sm" h="full" maxH="xs">
            {art}
          </Box>
        </Flex>
        <Flex flex="1" align="center" p={{ base: '6', md: '16' }}>
          {texts}
        </Flex>
      </Flex>
    );
  }
  if (look.layout === 'band') {
    return (
      <Flex {...root} align="center" justify="center" p={{ base: '4', md: '10' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align="center"
          gap={{ base: '6', md: '12' }}
          w="full"
          maxW="5xl"
          bg="white"
          borderRadius="l3"
          boxShadow="xl"
          p={{ base: '6', md: '12' }}
        >
          <Box flex="0 0 auto" w={{ base: '40', md: '64' }} h={{ base: '32', md: '52' }}>
            {art}
          </Box>
          {texts}
        </Flex>
      </Flex>
    );
  }
  if (look.layout === 'center') {
    return (
      <Flex {...root} direction="column" align="center" justify="center" gap="6" p={{ base: '6', md: '10' }}>
        <Box w={{ base: '48', md: '64' }} h={{ base: '40', md: '52' }}>
          {art}
        </Box>
        {texts}
      </Flex>
    );
  }
  return (
    <Flex
      {...root}
      direction={{ base: 'column-reverse', md: variant === 3 ? 'row-reverse' : 'row' }}
      align="center"
      justify="center"
      gap={{ base: '6', md: '16' }}
      p={{ base: '6', md: '16' }}
    >
      {texts}
      <Box flex="0 0 auto" w={{ base: '52', md: '96' }} h={{ base: '40', md: '80' }}>
        {art}
      </Box>
    </Flex>
  );
}
