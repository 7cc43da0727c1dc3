import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';

type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** Names the close button in the corner ("Close"). */
  closeLabel: string;
  children: ReactNode;
  className?: string;
};

/**
 * A modal dialog (Headless UI): focus moves into it and stays there, Escape and the backdrop close it, and focus
 * returns to what opened it. Scrolls inside itself on a short screen.
 */
export function Modal({ isOpen, onClose, title, closeLabel, children, className = '' }: ModalProps) {
  return (
    <Dialog open={isOpen} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-3 sm:items-center sm:p-6">
        <DialogPanel
          className={`relative w-full max-w-lg rounded-2xl border border-border bg-surface p-5 shadow-2xl shadow-black/30 sm:p-6 ${className}`}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <DialogTitle className="min-w-0 text-lg font-bold break-words">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-me-2 -mt-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

type ConfirmProps = {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isBusy?: boolean;
  /** Removing something: the confirm button reads as a warning. */
  isDestructive?: boolean;
};

/** "Are you sure?" before an action that cannot simply be undone; Cancel takes the focus first. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  isBusy = false,
  isDestructive = false,
}: ConfirmProps) {
  return (
    <Dialog open={isOpen} onClose={() => !isBusy && onClose()} className="relative z-50" role="alertdialog">
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-3 sm:items-center sm:p-6">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-border bg-surface p-5 shadow-2xl shadow-black/30 sm:p-6">
          <DialogTitle className="text-lg font-bold break-words">{title}</DialogTitle>
          <Description as="div" className="mt-2 text-sm text-muted break-words">
            {message}
          </Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={isBusy} data-autofocus>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm} isBusy={isBusy} variant={isDestructive ? 'danger' : 'primary'}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
