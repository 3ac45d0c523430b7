import { Suspense } from 'react';
import { lazyWithReload } from '../../ui/lazy-with-reload.ts';
import { useSession } from '../../db/hooks.ts';

const Softphone = lazyWithReload(() => import('./softphone.tsx').then((module) => module.Softphone));

/** The shell's softphone: loaded (with the voice SDK) only when the session's telephony is the cloud softphone. */
export function SoftphoneMount() {
  const session = useSession();
  if (session?.telephony !== 'cloud') return null;
  return (
    <Suspense fallback={null}>
      <Softphone />
    </Suspense>
  );
}
