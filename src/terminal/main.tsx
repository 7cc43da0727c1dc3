import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';

/** The embedded paper-trading terminal (second Vite entry); its screens arrive with the trading issue. */
function Terminal() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6 text-center">
      <p className="text-muted">The trading terminal opens from a tournament you have entered.</p>
    </main>
  );
}

const root = document.getElementById('terminal');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Terminal />
    </StrictMode>,
  );
}
