/** The header's round icon buttons, on the sign-in screens as in the member area. */
export const headerIconButton =
  'flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text';
