import { Dialog, DialogPanel } from '@headlessui/react';
import { useEffect } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import { useTranslation } from '@/lib/i18n.ts';
import { MenuContent } from './side-menu.tsx';

/** The side menu as a drawer on phones; its code is fetched when the member opens it. */
export default function Drawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useGiveFocusBack();
  return (
    <Dialog open onClose={onClose} className="relative z-40 md:hidden">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 start-0 w-menu max-w-[85vw] border-e border-border bg-surface">
        <button
          type="button"
          className="absolute end-2 top-4 flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2"
          aria-label={t('menu.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        <MenuContent isCollapsed={false} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}

/**
 * Headless UI hands the focus back to the element focused before its first dialog, but it only starts watching the
 * focus when its code loads, which here is after the member pressed Open menu. The drawer does it itself instead.
 */
function useGiveFocusBack() {
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      requestAnimationFrame(() => {
        if (opener instanceof HTMLElement && document.activeElement === document.body) opener.focus();
      });
    };
  }, []);
}
