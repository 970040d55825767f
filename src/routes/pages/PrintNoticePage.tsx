import { useLocation } from 'wouter';
import { PrintNotice, type PrintKind } from '../../ui/public/PrintNotice';
import { PublicLayout } from '../../ui/public/PublicLayout';
import { DASHBOARD_PATH } from '../paths';

/** Which print page an address is. */
export function printKindOf(path: string): PrintKind {
  if (path.endsWith('/print-fiscal')) return 'fiscal';
  return path.includes('/supermarket/') ? 'supermarket' : 'restaurant';
}

/** The print routes (public, blank layout): printing is not part of this release. */
export default function PrintNoticePage() {
  const [location] = useLocation();
  return (
    <PublicLayout>
      <PrintNotice kind={printKindOf(location)} homeHref={DASHBOARD_PATH} />
    </PublicLayout>
  );
}
