import {
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';

/** How a member reached for a control before its code arrived: it takes the focus, or opens as well. */
export type Summons = 'focus' | 'open';
export type Summoned = { summons?: Summons };

/**
 * What the stand-in listens to: a pointer over it fetches the code; focus or a press also summons the control, until
 * the focus moves on (a member tabbing past must not have the focus pulled back when the code arrives).
 */
export type Intent = Pick<HTMLAttributes<HTMLElement>, 'onPointerEnter' | 'onFocus' | 'onClick' | 'onBlur'>;

type Loader<P> = () => Promise<ComponentType<P & Summoned>>;

/** Controls already fetched, so a screen that mounts one again shows the real control at once. */
const loaded = new Map<unknown, unknown>();

/**
 * A control whose code (Headless UI's menus, popovers, combobox and their positioning) is fetched on first intent
 * instead of with the screen. Until then a stand-in that looks and is named exactly like the control's trigger is
 * shown; the real control replaces it and takes over the focus or opens, as the member asked. `load` must be a
 * module-level function: it is the cache key.
 */
export function OnDemand<P extends object>({
  load,
  props,
  standIn,
}: {
  load: Loader<P>;
  props: P;
  standIn: (intent: Intent) => ReactNode;
}) {
  const [Control, setControl] = useState(() => loaded.get(load) as ComponentType<P & Summoned> | undefined);
  const [summons, setSummons] = useState<Summons>();
  if (Control) return <Control {...props} summons={summons} />;
  const fetch = () =>
    void load().then(
      (component) => {
        loaded.set(load, component);
        setControl(() => component);
      },
      // The chunk is precached; should it still fail, the stand-in stays and the next intent tries again.
      () => undefined,
    );
  return standIn({
    onPointerEnter: fetch,
    onFocus: () => {
      setSummons((current) => current ?? 'focus');
      fetch();
    },
    onClick: () => {
      setSummons('open');
      fetch();
    },
    onBlur: () => setSummons(undefined),
  });
}

/** The real control's trigger: focused, and pressed once, when the member summoned it through the stand-in. */
export function useSummons<T extends HTMLElement>(summons: Summons | undefined) {
  const ref = useRef<T>(null);
  const first = useRef(summons);
  // A layout effect: the hand-over happens in the commit that shows the control, before anything else can run.
  useLayoutEffect(() => {
    // Only the summons the control mounted with counts: it is a hand-over, not a remote control.
    if (!first.current) return;
    ref.current?.focus();
    if (first.current === 'open') ref.current?.click();
  }, []);
  return ref;
}

/** A stand-in button with the trigger's own name and popup role, for controls whose trigger is a plain button. */
export function StandInButton({
  intent,
  label,
  popup,
  className,
  children,
}: {
  intent: Intent;
  label: string;
  popup?: 'menu' | 'dialog';
  className: string;
  children: ReactNode;
}): ReactElement {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={false}
      className={className}
      {...intent}
    >
      {children}
    </button>
  );
}
