/** Breakpoints of spec section 9; colours are theme tokens set as CSS variables in src/styles.css. */
const token = (name) => `var(--color-${name})`;

/** @type {import('tailwindcss').Config} */
export default {
  theme: {
    screens: {
      xs: '360px',
      sm: '568px',
      md: '768px',
      lg: '992px',
      xl: '1280px',
      '2xl': '1536px',
      '3xl': '1920px',
    },
    extend: {
      colors: Object.fromEntries(
        [
          'bg',
          'surface',
          'surface-2',
          'border',
          'text',
          'muted',
          'primary',
          'primary-fg',
          'accent',
          'profit',
          'loss',
          'warning',
          'focus',
        ].map((name) => [name, token(name)]),
      ),
      spacing: { menu: '290px', 'menu-collapsed': '80px', 'avatar-lg': '179px' },
      width: { notification: '36rem' },
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Noto Sans Arabic', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
      },
    },
  },
};
