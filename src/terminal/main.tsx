import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import './terminal.css';
import { App } from './app.tsx';
import { boot } from './boot.ts';

/** The embedded paper-trading terminal (second Vite entry), framed by the portal on /trade/{id}/{accountId}. */
const root = document.getElementById('terminal');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void boot();
}
