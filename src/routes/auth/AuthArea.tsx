import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { AuthLayout } from '../../ui/auth/AuthLayout';
import { useServices } from '../services';

/** The signed-out pages' frame with the admin style's logo and footer title (and a background). */
export function AuthArea({ backgroundUrl, children }: { backgroundUrl?: string | null | undefined; children: ReactNode }) {
  const { adminStyle } = useServices();
  const style = useSelector(adminStyle, (s) => s.context.style);
  return (
    <AuthLayout
      backgroundUrl={backgroundUrl ?? style?.backgroundLogin ?? undefined}
      logoSrc={style?.logo || undefined}
      footerTitle={style?.footerTitle || undefined}
    >
      {children}
    </AuthLayout>
  );
}
